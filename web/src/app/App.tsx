import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { AppRoot } from './AppRoot';
import { createAppRuntime } from './appRuntime';
import type { AppRuntime } from './appRuntime';
import type { AppRouter } from './router';
import { ChakraGlobalsSlot } from './chakra';
import { AppConfigQueryDocument } from './config/AppConfigProvider';
import { AppViewerQueryDocument } from './session/SessionProvider';
import { loadShellParts } from './useShellParts';

export interface AppProvidersProps {
  runtime: AppRuntime;
}

/**
 * GraphQL client and the app (settings, maintenance gate, router), with Chakra's page-wide styles
 * once it has loaded: the shell is plain HTML and static CSS, and what uses Chakra renders in a
 * scope of its own (app/chakra.ts).
 */
export function AppProviders({ runtime }: AppProvidersProps) {
  return (
    <>
      <ChakraGlobalsSlot />
      <ApolloProvider client={runtime.client}>
        <AppRoot router={runtime.router} />
      </ApolloProvider>
    </>
  );
}

/**
 * The settings and the session, asked for together as the page starts: the settings gate the
 * app and the session gates the page, and asking for the second only once the first has
 * rendered made every first paint wait one more round trip. Their providers read the answers
 * from the cache (a failure is theirs to show: they ask again).
 */
function startBootQueries(runtime: AppRuntime): Promise<unknown>[] {
  return [AppConfigQueryDocument, AppViewerQueryDocument].map((query) =>
    runtime.client.query({ query }).catch(() => undefined),
  );
}

/** Settles once the router has loaded its first route (the page's chunk). */
function firstRouteLoaded(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export interface StartedApp {
  runtime: AppRuntime;
  /**
   * Settles (never fails) when the settings, the session, the first route's chunk and the shell's
   * parts (the header's links) are in: all a prerendered page shows.
   */
  ready: Promise<void>;
  /** Settles when the router has loaded the first route's chunk (its first navigation is done). */
  routeLoaded: Promise<void>;
}

/**
 * Creates the runtime and starts what the first page waits for: the boot queries, the route's
 * chunk; and, beside them, the shell's parts, which the header shows when they arrive. The
 * browser's boot passes the router it created a task earlier (src/renderApp.tsx).
 */
export function startApp(router?: AppRouter): StartedApp {
  const runtime = createAppRuntime({ router });
  const routeLoaded = firstRouteLoaded(runtime.router);
  const shellParts = loadShellParts().catch(() => undefined);
  const ready = Promise.all([...startBootQueries(runtime), routeLoaded, shellParts]).then(() => undefined);
  return { runtime, ready, routeLoaded };
}

/** The application, created once per page load. */
export function App() {
  const [runtime] = useState(() => startApp().runtime);
  return <AppProviders runtime={runtime} />;
}

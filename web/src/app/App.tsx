import { ChakraProvider } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { system } from '../ui/system';
import { AppRoot } from './AppRoot';
import { createAppRuntime } from './appRuntime';
import type { AppRuntime } from './appRuntime';
import { AppConfigQueryDocument } from './config/AppConfigProvider';
import { AppViewerQueryDocument } from './session/SessionProvider';

export interface AppProvidersProps {
  runtime: AppRuntime;
}

/** Theme, GraphQL client and the app (settings, maintenance gate, router). */
export function AppProviders({ runtime }: AppProvidersProps) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={runtime.client}>
        <AppRoot router={runtime.router} />
      </ApolloProvider>
    </ChakraProvider>
  );
}

/**
 * The settings and the session, asked for together as the page starts: the settings gate the
 * app and the session gates the page, and asking for the second only once the first has
 * rendered made every first paint wait one more round trip. Their providers read the answers
 * from the cache (a failure is theirs to show: they ask again).
 */
function startBootQueries(runtime: AppRuntime) {
  for (const query of [AppConfigQueryDocument, AppViewerQueryDocument])
    runtime.client.query({ query }).catch(() => undefined);
}

/** The application, created once per page load. */
export function App() {
  const [runtime] = useState(() => {
    const created = createAppRuntime();
    startBootQueries(created);
    return created;
  });
  return <AppProviders runtime={runtime} />;
}

import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, startApp } from './app/App';
import { loadChakra } from './app/chakra';
import { createAppRouter } from './app/router';
import type { AppRouter } from './app/router';

/**
 * Makes a prerendered page usable (it is `inert` until then) once the app's first render has
 * replaced it. A passive effect, placed after the app: React runs a commit's passive effects in
 * tree order, so the page's own effects (where Chakra's checkbox and radio machines start
 * listening) have run before this one. Removed in a layout effect, a click could land between
 * the two and be lost (Playwright waits for `inert` to go).
 */
function TakeOver({ root }: { root: HTMLElement }) {
  useEffect(() => {
    root.removeAttribute('inert');
    root.removeAttribute('data-prerendered');
  }, [root]);
  return null;
}

/** Starts the app (main.tsx loads this module once the page has painted) and renders it into `#root`. */
export function renderApp() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain #root.');

  // The boot's work comes in short tasks: the router first (its first navigation fetches the route
  // table and the page's chunk), the GraphQL client and the boot queries in the next task.
  const router = createAppRouter();
  // Chakra's theme (the pages' components) is built while the boot queries are on the network, in
  // tasks of its own; the router loads Chakra with the first page, the shell does not wait for it.
  void loadChakra().then(
    (chakra) => chakra.prepareChakra(),
    () => undefined,
  );
  setTimeout(() => startRendering(container, router), 0);
}

/** Creates the GraphQL client, starts the boot queries and renders the app once the page can show. */
function startRendering(container: HTMLElement, router: AppRouter) {
  const { runtime, ready, routeLoaded } = startApp(router);

  const render = () => {
    // A transition render is time-sliced: React yields to the browser every few milliseconds
    // instead of building the whole page (Chakra's components and their styles) in one long task.
    startTransition(() => {
      createRoot(container).render(
        <StrictMode>
          <AppProviders runtime={runtime} />
          <TakeOver root={container} />
        </StrictMode>,
      );
    });
  };

  // A prerendered page (web/build/prerender.ts) is already on screen: the app's first render
  // replaces it, so it waits until it can draw the same page (settings, session and the page's
  // chunk loaded) instead of showing loading screens over it. Other pages wait for the route
  // alone: react-router's RouterProvider reads the router's state as it renders but subscribes
  // only once committed, so a time-sliced first render during which the route finished loading
  // kept the route's loading screen for good (seen in e2e, about one load in ten).
  void (container.hasAttribute('data-prerendered') ? ready : routeLoaded).then(render);
}

import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { useBrand } from '../shared/config/appConfigContext';
import type { AppRoute, RouteTexts } from '../shared/routing/routeTypes';
import { LoadingScreen } from '../ui/LoadingScreen';
import { ChakraScope } from './chakra';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { RouteGate } from './guards/RouteGate';

/** The layout route's id: the route table is patched in below it. */
const ROOT_ID = 'root';

/** Shown while the first route's chunk loads (before the layout exists). */
function FirstRouteLoading() {
  const brand = useBrand();
  return <LoadingScreen label={`Loading ${brand}…`} />;
}

/**
 * What the router loads before it commits a navigation to `route` (a loader, as it runs again
 * after a failure, unlike `lazy`): the page's chunk with Chakra and, for a manifest route, its
 * texts, side by side. The progress bar runs meanwhile, and a chunk that fails to load shows the error page.
 */
function routeLoader(route: AppRoute): () => Promise<RouteTexts | null> {
  // Every page renders in a Chakra scope (RouteGate), which loads with it.
  const preload = route.page.preload;
  const page = () => Promise.all([preload?.(), ChakraScope.preload()]);
  if ('texts' in route) {
    const texts = route.texts;
    return async () => (await Promise.all([page(), texts()]))[1];
  }
  return async () => {
    await page();
    return null;
  };
}

/** react-router's route objects for the routes of a table, under the layout route. */
export function routeChildren(routes: readonly AppRoute[]): RouteObject[] {
  return routes.map((route) => ({
    path: route.path,
    element: <RouteGate route={route} />,
    // Inside the layout: the session, modals and progress bar stay while the error shows.
    errorElement: <RouteErrorPage />,
    loader: routeLoader(route),
    // A loaded chunk stays loaded: changing only the search (filters, paging) runs nothing.
    shouldRevalidate: () => false,
  }));
}

function layoutRoute(children: RouteObject[]): RouteObject {
  return {
    id: ROOT_ID,
    element: <RootLayout />,
    errorElement: <RouteErrorPage standalone />,
    hydrateFallbackElement: <FirstRouteLoading />,
    children,
  };
}

/** react-router's route objects for a whole table under the session layout (tests, the prerender). */
export function buildRouteObjects(routes: readonly AppRoute[]): RouteObject[] {
  return [layoutRoute(routeChildren(routes))];
}

/** The generated route table: a chunk of its own, fetched beside the app's (web/build/preloadDependencies.ts). */
export function loadRouteTable(): Promise<readonly AppRoute[]> {
  return import('../__generated__/routeManifest').then((module) => module.appRoutes);
}

/**
 * The browser's router. It starts with the layout alone and takes the route table from the
 * manifest on its first navigation (react-router's `patchRoutesOnNavigation`, which the first
 * load awaits like any loader): no route, and nothing a route declares, is first-route code.
 */
export function createAppRouter() {
  let patched = false;
  return createBrowserRouter(buildRouteObjects([]), {
    patchRoutesOnNavigation: async ({ patch, signal }) => {
      if (patched) return;
      const routes = await loadRouteTable();
      // An aborted navigation patches nothing: the next one does.
      if (patched || signal.aborted) return;
      patch(ROOT_ID, routeChildren(routes));
      patched = true;
    },
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

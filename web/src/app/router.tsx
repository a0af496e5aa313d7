import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { useBrand } from '../shared/config/appConfigContext';
import type { AppRoute } from '../shared/routing/routeTypes';
import { LoadingScreen } from '../ui/LoadingScreen';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { RouteGate } from './guards/RouteGate';
import { appRoutes } from './routes';

/** Shown while the first route's chunk loads (before the layout exists). */
function FirstRouteLoading() {
  const brand = useBrand();
  return <LoadingScreen label={`Loading ${brand}…`} />;
}

/** react-router's route objects, derived from the route table under the session layout. */
export function buildRouteObjects(routes: readonly AppRoute[] = appRoutes): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage standalone />,
      hydrateFallbackElement: <FirstRouteLoading />,
      children: routes.map((route) => ({
        path: route.path,
        element: <RouteGate route={route} />,
        // Inside the layout: the session, modals and progress bar stay while the error shows.
        errorElement: <RouteErrorPage />,
        // The router loads the page's chunk before it commits the navigation (a loader, as it
        // runs again after a failure, unlike `lazy`): the progress bar runs meanwhile, and a
        // chunk that fails to load shows the error page.
        loader: route.page.preload
          ? async () => {
              await route.page.preload?.();
              return null;
            }
          : undefined,
        // A loaded chunk stays loaded: changing only the search (filters, paging) runs nothing.
        shouldRevalidate: () => false,
      })),
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects());
}

export type AppRouter = ReturnType<typeof createAppRouter>;

import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouteGate } from './guards/RouteGate';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { appRoutes } from './routes';
import type { AppRoute } from './routeTypes';

/** react-router's route objects, derived from the route table under the session layout. */
export function buildRouteObjects(routes: readonly AppRoute[] = appRoutes): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: routes.map((route) => ({ path: route.path, element: <RouteGate route={route} /> })),
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects());
}

export type AppRouter = ReturnType<typeof createAppRouter>;

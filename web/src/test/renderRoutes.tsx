import { ChakraProvider, Text } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { InitialEntry } from 'react-router';
import { RootLayout } from '../app/RootLayout';
import { createCache } from '../app/apolloClient';
import { AppConfigContext } from '../shared/config/appConfigContext';
import { appSystem } from '../ui/system';
import { buildAppConfig } from './factories';

export interface TestRoute {
  path: string;
  element: ReactNode;
}

/** Stands in for every page a test does not render: says where the app went. */
function ElsewherePage() {
  const { pathname } = useLocation();
  return <Text data-testid="elsewhere">{`Elsewhere: ${pathname}`}</Text>;
}

/**
 * Renders `routes` under the real session layout, against mocked GraphQL, at `entry`, with the
 * default settings (`appConfig`). The feature's pages are tested on their own, independently of
 * the app's route table and guards.
 */
export function renderRoutes(
  entry: InitialEntry,
  routes: readonly TestRoute[],
  mocks: ReadonlyArray<MockLink.MockedResponse>,
) {
  const router = createMemoryRouter(
    [{ element: <RootLayout />, children: [...routes, { path: '*', element: <ElsewherePage /> }] }],
    { initialEntries: [entry] },
  );
  const view = render(
    <ChakraProvider value={appSystem()}>
      <MockedProvider mocks={mocks} cache={createCache()}>
        <AppConfigContext.Provider value={buildAppConfig()}>
          <RouterProvider router={router} />
        </AppConfigContext.Provider>
      </MockedProvider>
    </ChakraProvider>,
  );
  return { router, ...view };
}

/** The current URL of a test router, path and search. */
export function urlOf(router: ReturnType<typeof renderRoutes>['router']): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}

import { ChakraProvider } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import type { InitialEntry } from 'react-router';
import { appRoutes } from '../__generated__/routeManifest';
import { AppRoot } from '../app/AppRoot';
import type { Analytics } from '../app/analytics/analytics';
import { createCache } from '../app/apolloClient';
import { AppConfigQueryDocument } from '../app/config/AppConfigProvider';
import { buildRouteObjects } from '../app/router';
import type { AppRoute } from '../shared/routing/routeTypes';
import { appSystem } from '../ui/system';
import { appConfigMock } from './mocks';

export interface RenderAppOptions {
  mocks: ReadonlyArray<MockLink.MockedResponse>;
  /** A recording analytics adapter; the one `appConfig` names otherwise. */
  analytics?: Analytics;
  /** Another route table (e.g. a page whose chunk the test controls). */
  routes?: readonly AppRoute[];
  /** Routes added to the app's own table (e.g. a page needing a plan no real page needs yet). */
  extraRoutes?: readonly AppRoute[];
}

/**
 * Renders the app (settings, maintenance gate, the route table with its guards and lazy pages)
 * at `entry`, against mocked GraphQL. The settings are mocked with defaults unless a mock for
 * them is given.
 */
export function renderApp(
  entry: InitialEntry,
  { mocks, analytics, routes = appRoutes, extraRoutes = [] }: RenderAppOptions,
) {
  const router = createMemoryRouter(buildRouteObjects([...extraRoutes, ...routes]), { initialEntries: [entry] });
  const hasConfig = mocks.some((mock) => mock.request.query === AppConfigQueryDocument);
  const cache = createCache();
  const view = render(
    <ChakraProvider value={appSystem()}>
      <MockedProvider mocks={hasConfig ? mocks : [appConfigMock(), ...mocks]} cache={cache}>
        <AppRoot router={router} analytics={analytics} />
      </MockedProvider>
    </ChakraProvider>,
  );
  return { router, cache, ...view };
}

/** The current URL of a test router, path and search. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

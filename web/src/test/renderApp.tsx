import { ChakraProvider } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { InitialEntry } from 'react-router';
import { createCache } from '../app/apolloClient';
import { buildRouteObjects } from '../app/router';
import { system } from '../ui/system';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

export interface RenderAppOptions {
  mocks: ReadonlyArray<MockLink.MockedResponse>;
}

/** Renders the real route table (guards, lazy pages) at `entry`, against mocked GraphQL. */
export function renderApp(entry: InitialEntry, { mocks }: RenderAppOptions) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [entry] });
  const view = render(
    <ChakraProvider value={system}>
      <MockedProvider mocks={mocks} cache={createCache()}>
        <RouterProvider router={router} />
      </MockedProvider>
    </ChakraProvider>,
  );
  return { router, ...view };
}

/** The current URL of a test router, path and search. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

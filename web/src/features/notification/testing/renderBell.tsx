import { ChakraProvider } from '@chakra-ui/react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { Permission } from '../../../__generated__/graphql';
import { appSystem } from '../../../ui/system';
import '../../../test/resizeObserver';
import { NotificationBell } from '../components/NotificationBell';

function LocationProbe() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

/** The bell alone, on /dashboard, for a viewer holding `permissions`, against mocked GraphQL. */
export function renderBell(mocks: readonly MockLink.MockedResponse[], permissions: Permission[] = ['INBOX']) {
  return render(
    <ChakraProvider value={appSystem()}>
      <MockedProvider mocks={mocks} cache={new InMemoryCache()}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <NotificationBell viewer={{ permissions }} />
          <LocationProbe />
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
}

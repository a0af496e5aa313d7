import { ChakraProvider } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionContext } from '../../../shared/session/sessionContext';
import { appSystem } from '../../../ui/system';
import { MeetupsPageDocument } from '../meetup.documents';
import { MeetupsPage } from './MeetupsPage';

const meetup = (code: string, title: string, seatsLeft: number) => ({
  __typename: 'Meetup',
  id: code,
  code,
  title,
  description: 'Short introductions by therapeutic area, then drinks.',
  startsAt: '2027-01-13T23:00:00.000Z',
  endsAt: '2027-01-14T01:00:00.000Z',
  timeZone: 'America/New_York',
  venue: 'Hyatt Regency Orlando',
  onlineUrl: null,
  capacity: 60,
  seatsLeft,
  waitlistCount: seatsLeft === 0 ? 3 : 0,
  registrationOpen: true,
  myRegistration: null,
});

const list = (items: unknown[]): MockLink.MockedResponse => ({
  request: { query: MeetupsPageDocument, variables: { when: 'UPCOMING', page: 0, size: 10 } },
  result: {
    data: {
      meetups: {
        __typename: 'MeetupPage',
        items,
        page: 0,
        totalPages: items.length ? 1 : 0,
        totalElements: items.length,
      },
    },
  },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  render(
    <ChakraProvider value={appSystem()}>
      <SessionContext.Provider value={{ status: 'ready', viewer: null, refresh: async () => {} }}>
        <MockedProvider mocks={mocks}>
          <MemoryRouter initialEntries={['/meetups']}>
            <MeetupsPage />
          </MemoryRouter>
        </MockedProvider>
      </SessionContext.Provider>
    </ChakraProvider>,
  );
}

describe('MeetupsPage', () => {
  it('lists upcoming meetups with their seats, and full ones offering the waiting list', async () => {
    renderPage([
      list([meetup('scope-summit-side-meetup', 'SCOPE Summit side meetup', 58), meetup('full-one', 'Full one', 0)]),
    ]);
    expect(screen.getByRole('heading', { name: 'Meetups', level: 1 })).toBeTruthy();
    const items = within(await screen.findByRole('list', { name: 'Upcoming meetups' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('58 of 60 seats left')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Full — join the waiting list (3 waiting)')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText(/Hyatt Regency Orlando/)).toBeTruthy();
  });

  it('says when nothing is planned', async () => {
    renderPage([list([])]);
    expect(await screen.findByText('No meetup is planned right now. Come back soon.')).toBeTruthy();
  });
});

import { ChakraProvider } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appSystem } from '../../../ui/system';
import { MeetupAdminListDocument, UpdateMeetupDocument } from '../meetup.admin.documents';
import { MeetupAdminPage } from './MeetupAdminPage';

const BELOW = 'capacity cannot be below the 3 seats already taken.';
const saved = {
  __typename: 'Meetup' as const,
  id: '7',
  code: 'scope-summit-side-meetup',
  title: 'SCOPE Summit side meetup',
  description: 'Short introductions, then drinks.',
  startsAt: '2027-01-13T23:00:00.000Z',
  endsAt: '2027-01-14T01:00:00.000Z',
  timeZone: 'America/New_York',
  venue: 'Hyatt Regency Orlando',
  onlineUrl: null,
  capacity: 60,
  registeredCount: 3,
};
const list: MockLink.MockedResponse = {
  request: { query: MeetupAdminListDocument },
  result: { data: { meetups: { __typename: 'MeetupPage', items: [saved] } } },
  maxUsageCount: 5,
};
const input = (title: string, capacity: number) => ({
  code: saved.code,
  title,
  description: saved.description,
  startsAt: saved.startsAt,
  endsAt: saved.endsAt,
  timeZone: saved.timeZone,
  venue: saved.venue,
  onlineUrl: null,
  capacity,
});
const update = (capacity: number, answer: object): MockLink.MockedResponse => ({
  request: {
    query: UpdateMeetupDocument,
    variables: { code: saved.code, input: input('SCOPE side meetup', capacity) },
  },
  result: { data: { updateMeetup: { __typename: 'MeetupPayload', ...answer } } },
});
const edited = {
  ...saved,
  title: 'SCOPE side meetup',
  capacity: 80,
  seatsLeft: 77,
  waitlistCount: 0,
  registrationOpen: true,
  myRegistration: null,
};

describe('MeetupAdminPage', () => {
  it("fills the form with a picked meetup, shows the api's capacity refusal at its field, and saves", async () => {
    const refusal = { __typename: 'UserError', code: 'BAD_USER_INPUT', field: 'capacity', message: BELOW };
    render(
      <ChakraProvider value={appSystem()}>
        <MockedProvider
          mocks={[list, update(2, { meetup: null, errors: [refusal] }), update(80, { meetup: edited, errors: [] })]}
        >
          <MemoryRouter>
            <MeetupAdminPage />
          </MemoryRouter>
        </MockedProvider>
      </ChakraProvider>,
    );
    const picker = await screen.findByRole('combobox', { name: 'Meetup' });
    expect(screen.getByRole('heading', { level: 2, name: 'New meetup' })).toBeDefined();
    fireEvent.change(picker, { target: { value: saved.code } });

    expect(screen.getByRole('heading', { level: 2, name: `Edit ${saved.title}` })).toBeDefined();
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(saved.title);
    // Shown in the meetup's own zone: 23:00 UTC is 6 PM in New York.
    expect((screen.getByLabelText('Starts') as HTMLInputElement).value).toBe('2027-01-13T18:00');
    expect(screen.getByText('1 to 10,000; at least the 3 seats taken.')).toBeDefined();

    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'SCOPE side meetup' } });
    const seats = screen.getByRole('spinbutton', { name: 'Seats' });
    fireEvent.change(seats, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(BELOW)).toBeDefined();

    fireEvent.change(seats, { target: { value: '80' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved: the meetups page shows the change.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'SCOPE side meetup' }).getAttribute('href')).toBe(`/meetups/${saved.code}`);
  });
});

import { ChakraProvider } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionContext, type SessionViewer } from '../../../shared/session/sessionContext';
import { buildViewer } from '../../../test/factories';
import { appSystem } from '../../../ui/system';
import { CancelMeetupRegistrationDocument, RegisterForMeetupDocument } from '../meetup.documents';
import { MeetupActions, type MeetupActionsProps } from './MeetupActions';

const CODE = 'decentralised-trials-roundtable';
const base: MeetupActionsProps['meetup'] = {
  code: CODE,
  title: 'Decentralised trials roundtable',
  seatsLeft: 0,
  registrationOpen: true,
  myRegistration: null,
};
const fields = {
  __typename: 'Meetup',
  id: '3',
  code: CODE,
  title: base.title,
  description: 'An hour on hybrid trials.',
  startsAt: '2026-12-10T16:00:00.000Z',
  endsAt: '2026-12-10T17:00:00.000Z',
  timeZone: 'Europe/London',
  venue: null,
  onlineUrl: 'https://meet.example/roundtable',
  capacity: 4,
  seatsLeft: 0,
  waitlistCount: 2,
  registrationOpen: true,
};

function renderActions(
  meetup: MeetupActionsProps['meetup'],
  viewer: SessionViewer | null,
  mocks: MockLink.MockedResponse[] = [],
) {
  const wrap = (children: ReactNode) => (
    <ChakraProvider value={appSystem()}>
      <SessionContext.Provider value={{ status: 'ready', viewer, refresh: async () => {} }}>
        <MockedProvider mocks={mocks}>
          <MemoryRouter>{children}</MemoryRouter>
        </MockedProvider>
      </SessionContext.Provider>
    </ChakraProvider>
  );
  return render(wrap(<MeetupActions meetup={meetup} />));
}

describe('MeetupActions', () => {
  it('leads visitors to the event sign-up, or to sign in', () => {
    renderActions(base, null);
    expect(screen.getByRole('link', { name: `Register for ${base.title}` }).getAttribute('href')).toBe(
      `/register?event=${CODE}`,
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toContain('/login');
  });

  it('offers a member of a full meetup the waiting list, and says their place once in line', async () => {
    const joined: MockLink.MockedResponse = {
      request: { query: RegisterForMeetupDocument, variables: { code: CODE } },
      result: {
        data: {
          registerForMeetup: {
            __typename: 'MeetupRegistrationPayload',
            meetup: {
              ...fields,
              myRegistration: { __typename: 'MeetupRegistration', status: 'WAITLISTED', waitlistPosition: 3 },
            },
            registration: { __typename: 'MeetupRegistration', status: 'WAITLISTED', waitlistPosition: 3 },
            errors: [],
          },
        },
      },
    };
    renderActions(base, buildViewer() as unknown as SessionViewer, [joined]);
    fireEvent.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    expect(await screen.findByText('You joined the waiting list.')).toBeTruthy();
  });

  it('lets a waitlisted member see their place and leave, showing a refusal in words', async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: CancelMeetupRegistrationDocument, variables: { code: CODE } },
      result: {
        data: {
          cancelMeetupRegistration: {
            __typename: 'MeetupRegistrationPayload',
            meetup: null,
            errors: [
              {
                __typename: 'UserError',
                code: 'MEETUP_PAST',
                field: 'code',
                message: 'This meetup has already started: registration is closed.',
              },
            ],
          },
        },
      },
    };
    const waiting = {
      ...base,
      myRegistration: { __typename: 'MeetupRegistration' as const, status: 'WAITLISTED' as const, waitlistPosition: 2 },
    };
    renderActions(waiting, buildViewer() as unknown as SessionViewer, [refused]);
    expect(screen.getByText('You are on the waiting list (#2)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Leave the waiting list' }));
    expect(await screen.findByText('This meetup has already started: registration is closed.')).toBeTruthy();
  });

  it('says registration is closed once the meetup has started', () => {
    renderActions({ ...base, registrationOpen: false }, buildViewer() as unknown as SessionViewer);
    expect(screen.getByText('Registration is closed.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

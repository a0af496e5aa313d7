import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import type { TestViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { currentUrl, renderApp } from '../../../test/renderApp';
import type { AppRoute } from '../../../shared/routing/routeTypes';
import { contactAvailabilityMock } from '../testing/messagingMocks';
import { ContactCompanyButton } from './ContactCompanyButton';
import { StartThreadDocument } from './ContactCompanyDialog';

const sender = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'INBOX', 'SEND_MESSAGES'] });

// A page holding only the button, as the profile and search results hold it.
const page: AppRoute = {
  path: '/probe',
  page: () => <ContactCompanyButton companyId="company-11" companyName="Helixa Biotherapeutics" />,
  needsLogin: false,
  skipLoading: true,
  seo: { title: 'Probe', description: 'Probe.' },
};

function open(mocks: MockLink.MockedResponse[], viewer: TestViewer | null = sender) {
  return renderApp('/probe', { mocks: [appViewerMock(viewer), ...mocks], extraRoutes: [page] });
}

function startMock(result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return {
    request: {
      query: StartThreadDocument,
      variables: { input: { toCompanyId: 'company-11', subject: 'Phase II', body: 'Hello Helixa' } },
    },
    result,
  };
}

const startPayload = (
  thread: { id: string } | null,
  errors: { code: string; field: string | null; message: string }[],
) => ({
  data: {
    startThread: {
      __typename: 'StartThreadPayload',
      thread: thread && { __typename: 'MessageThread', ...thread },
      errors: errors.map((error) => ({ __typename: 'UserError', ...error })),
    },
  },
});

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Contact Helixa Biotherapeutics' }));
  return screen.findByRole('dialog', { name: 'Contact Helixa Biotherapeutics' });
}

async function fill(dialog: HTMLElement) {
  fireEvent.change(await within(dialog).findByRole('textbox', { name: 'Subject' }), { target: { value: 'Phase II' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), { target: { value: 'Hello Helixa' } });
}

describe('ContactCompanyButton', () => {
  it('says why and offers no form when the company cannot be contacted', async () => {
    open([contactAvailabilityMock('company-11', { canContact: false, reason: 'This company has not joined yet.' })]);

    const dialog = await openDialog();

    expect(await within(dialog).findByText('This company has not joined yet.')).toBeDefined();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Send message' })).toBeNull();
  });

  it('says how many conversations are left on Explorer and goes to the new thread when sent', async () => {
    const { router } = open([
      contactAvailabilityMock('company-11', { canContact: true, reachOutsLeft: 2 }),
      startMock(startPayload({ id: 'thread-7' }, [])),
    ]);

    const dialog = await openDialog();
    expect(await within(dialog).findByText('2 new conversations left this month on Explorer.')).toBeDefined();
    await fill(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard/inbox/thread-7'));
  });

  it('opens the Explorer modal and keeps the typed text when the Explorer limit is reached', async () => {
    const limit = 'Explorer starts 3 new conversations a month.';
    open([
      contactAvailabilityMock('company-11', { canContact: true, reachOutsLeft: 0 }),
      startMock(startPayload(null, [{ code: 'EXPLORER_LIMIT', field: null, message: limit }])),
    ]);

    const dialog = await openDialog();
    await fill(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));

    const modal = await screen.findByRole('dialog', { name: 'Explorer: the free plan' });
    // The contact dialog closes as the Explorer modal opens (its exit may end a moment later).
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact Helixa Biotherapeutics' })).toBeNull());
    fireEvent.click(within(modal).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Explorer: the free plan' })).toBeNull());

    const again = await openDialog();
    expect(await within(again).findByRole('textbox', { name: 'Subject' })).toHaveProperty('value', 'Phase II');
    expect(within(again).getByRole('textbox', { name: 'Message' })).toHaveProperty('value', 'Hello Helixa');
  });

  it('shows a refused field at its field and keeps the text when the api refuses it', async () => {
    open([
      contactAvailabilityMock('company-11', { canContact: true }),
      startMock(startPayload(null, [{ code: 'BAD_USER_INPUT', field: 'subject', message: 'Subject is required.' }])),
    ]);

    const dialog = await openDialog();
    await fill(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));

    expect(await within(dialog).findByText('Subject is required.')).toBeDefined();
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveProperty('value', 'Phase II');
  });

  it('is not shown when signed out', async () => {
    open([], null);

    await waitFor(() => expect(document.title).toContain('Probe'));
    expect(screen.queryByRole('button', { name: /Contact/ })).toBeNull();
  });
});

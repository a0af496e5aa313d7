import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../../shared/format/dates';
import {
  buildInvitation,
  invitationsMock,
  me,
  membersMock,
  renderManageMembers,
  userError,
} from '../testing/memberMocks';
import type { TestInvitation } from '../testing/memberMocks';
import { InviteMemberDialogDocument } from './InviteMemberDialog';
import { InvitationsSectionResendDocument, InvitationsSectionRevokeDocument } from './InvitationsSection';
import '../../../test/resizeObserver';

const LATER = '2099-01-01T09:00:00.000Z';
const EARLIER = '2020-01-01T09:00:00.000Z';
const open = buildInvitation({ canResendAt: EARLIER });
const fresh = buildInvitation({ id: 'inv-2', email: 'fresh@northwind.test', canResendAt: LATER });

const region = () => screen.findByRole('region', { name: 'Invitations' });
const item = async (email: string) =>
  within(await within(await region()).findByRole('list', { name: 'Invitations' })).getByRole('listitem', {
    name: email,
  });

function payloadMock(
  query: MockLink.MockedResponse['request']['query'],
  field: string,
  variables: Record<string, unknown>,
  invitation: TestInvitation | null,
  errors: ReturnType<typeof userError>[] = [],
): MockLink.MockedResponse {
  return {
    request: { query, variables },
    result: { data: { [field]: { __typename: 'MemberInvitationPayload', invitation, errors } } },
  };
}

const inviteMock = (email: string, invitation: TestInvitation | null, errors: ReturnType<typeof userError>[] = []) =>
  payloadMock(InviteMemberDialogDocument, 'inviteMember', { input: { email, role: 'MEMBER' } }, invitation, errors);

async function inviteThroughDialog(email: string) {
  fireEvent.click(within(await region()).getByRole('button', { name: 'Invite a colleague' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite a colleague' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Email' }), { target: { value: email } });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' })));
  return dialog;
}

describe('InvitationsSection', () => {
  it('lists pending invitations with their state and expiry; Resend waits, saying until when', async () => {
    renderManageMembers('', membersMock([me]), invitationsMock([open, fresh]));

    const first = await item('new.colleague@northwind.test');
    expect(within(first).getByText('Pending')).toBeDefined();
    expect(
      within(first).getByText(
        `Member · Invited by Ada Lovelace on ${formatDate(open.createdAt) ?? ''} · expires ${formatDate(open.expiresAt) ?? ''}`,
      ),
    ).toBeDefined();
    expect((within(first).getByRole('button', { name: 'Resend' }) as HTMLButtonElement).disabled).toBe(false);
    const second = await item('fresh@northwind.test');
    expect((within(second).getByRole('button', { name: 'Resend' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(second).getByText(`It can be sent again from ${formatDateTime(LATER) ?? ''}.`)).toBeDefined();
  });

  it('says so when no invitation is pending', async () => {
    renderManageMembers('', membersMock([me]), invitationsMock([]));
    expect(await within(await region()).findByText('No invitation is waiting for an answer.')).toBeDefined();
  });

  it('invites a colleague: the dialog closes, the notice says until when, and the list is read again', async () => {
    const sent = buildInvitation({ id: 'inv-3', email: 'alan@northwind.test', canResendAt: LATER });
    renderManageMembers(
      '',
      membersMock([me]),
      invitationsMock([]),
      inviteMock('alan@northwind.test', sent),
      invitationsMock([sent]),
    );

    await inviteThroughDialog(' alan@northwind.test ');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(await region()).findByText(
        `Invitation sent to alan@northwind.test. Its link works until ${formatDate(sent.expiresAt) ?? ''}.`,
      ),
    ).toBeDefined();
    expect(await item('alan@northwind.test')).toBeDefined();
  });

  it.each([
    ['USER_ALREADY_ADDED', 'This address already has an open invitation. Resend it instead.', 'email'],
    ['BAD_USER_INPUT', 'Please use a business email address.', 'email'],
    ['INVITATION_LIMIT', 'You have sent 20 invitations in the last minute. Try again in a minute.', null],
  ])('shows the api’s %s refusal at the email field and keeps the dialog open', async (code, message, field) => {
    renderManageMembers(
      '',
      membersMock([me]),
      invitationsMock([open]),
      inviteMock('new.colleague@northwind.test', null, [userError(code, message, field)]),
    );

    const dialog = await inviteThroughDialog('new.colleague@northwind.test');

    const input = within(dialog).getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(message)).toBeDefined();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('checks the address before sending', async () => {
    renderManageMembers('', membersMock([me]), invitationsMock([]));

    const dialog = await inviteThroughDialog('not-an-address');
    expect(await within(dialog).findByText('Enter a valid email address.')).toBeDefined();
  });

  it('resends an open invitation and says so', async () => {
    const resent = { ...open, sendCount: 2, lastSentAt: '2026-11-12T10:00:00.000Z', canResendAt: LATER };
    renderManageMembers(
      '',
      membersMock([me]),
      invitationsMock([open]),
      payloadMock(InvitationsSectionResendDocument, 'resendMemberInvitation', { id: 'inv-1' }, resent),
      invitationsMock([resent]),
    );

    fireEvent.click(within(await item('new.colleague@northwind.test')).getByRole('button', { name: 'Resend' }));

    expect(
      await within(await region()).findByText('The invitation was sent to new.colleague@northwind.test again.'),
    ).toBeDefined();
    await waitFor(async () =>
      expect(
        (
          within(await item('new.colleague@northwind.test')).getByRole('button', {
            name: 'Resend',
          }) as HTMLButtonElement
        ).disabled,
      ).toBe(true),
    );
  });

  it('revokes after asking, and the invitation leaves the pending list', async () => {
    renderManageMembers(
      '',
      membersMock([me]),
      invitationsMock([open]),
      payloadMock(
        InvitationsSectionRevokeDocument,
        'revokeMemberInvitation',
        { id: 'inv-1' },
        {
          ...open,
          state: 'REVOKED',
          canResendAt: null,
        },
      ),
      invitationsMock([]),
    );

    fireEvent.click(within(await item('new.colleague@northwind.test')).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Revoke the invitation to new.colleague@northwind.test?',
    });
    expect(within(dialog).getByText(/Its link stops working at once/)).toBeDefined();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' })));

    expect(
      await within(await region()).findByText(
        'The invitation to new.colleague@northwind.test was revoked: its link no longer works.',
      ),
    ).toBeDefined();
    expect(await within(await region()).findByText('No invitation is waiting for an answer.')).toBeDefined();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import type { MemberInvitationState } from '../../../__generated__/graphql';
import { formatDate } from '../../../shared/format/dates';
import { appViewerMock } from '../../../test/mocks';
import { renderRoutes, urlOf } from '../../../test/renderRoutes';
import { getRegistration, updateRegistration } from '../registrationStore';
import { createPasswordMock, createPasswordPageMock, joinInput, requestToJoinMock } from '../testing/registrationMocks';
import { registrationRoutes } from '../testing/registrationRoutes';
import { RegisterInvitationQueryDocument } from '../useInvitation';

const token = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';
const email = 'grace@northwind.test';
const expiresAt = '2026-11-24T10:00:00.000Z';

function invitationMock(state: MemberInvitationState | null, invitedBy: string | null = 'Ada Lovelace') {
  const preview = state && {
    __typename: 'MemberInvitationPreview',
    companyName: 'Northwind Trials',
    invitedBy,
    email,
    role: 'MEMBER',
    state,
    expiresAt,
  };
  return {
    request: { query: RegisterInvitationQueryDocument, variables: { token } },
    result: { data: { memberInvitation: preview } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  } satisfies MockLink.MockedResponse;
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const openLink = (...mocks: MockLink.MockedResponse[]) =>
  renderRoutes(`/register?invitation=${token}`, registrationRoutes, [appViewerMock(null), ...mocks]);

describe('registration through a member invitation', () => {
  it('says who invites them where, locks the invited email and sends the token with the sign-up', async () => {
    const join = requestToJoinMock({ ...joinInput, email, invitationToken: token });
    const { router } = openLink(invitationMock('OPEN'), join);

    expect(await screen.findByText('Ada Lovelace invited you to join Northwind Trials')).toBeDefined();
    expect(screen.getByText(new RegExp(`valid until ${formatDate(expiresAt) ?? ''}`))).toBeDefined();
    const field = (await screen.findByLabelText('Business email')) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe(email));
    expect(field.readOnly).toBe(true);
    type('First name', 'Avery');
    type('Last name', 'Quinn');
    type('How did you hear about us?', 'LINKEDIN');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(urlOf(router)).toBe('/verification'));
    expect(join.called()).toBe(true);
    expect(getRegistration().invitation).toMatchObject({ token, companyName: 'Northwind Trials', role: 'MEMBER' });
  });

  it('names the company alone when the inviter’s account is gone', async () => {
    openLink(invitationMock('OPEN', null));
    expect(await screen.findByText('You are invited to join Northwind Trials')).toBeDefined();
  });

  it('chooses no company after the invitation: the password alone finishes it, in the inviting company', async () => {
    updateRegistration(() => ({
      email,
      verificationCode: '123456',
      invitation: { token, email, companyName: 'Northwind Trials', role: 'MEMBER' },
    }));
    const password = 'Register!Pass2026';
    const created = createPasswordMock(
      { email, code: '123456', password, company: {} },
      { outcome: 'SIGNED_IN', companyRoleType: 'VENDOR', companyName: 'Northwind Trials' },
    );
    const { router } = renderRoutes('/create-password', registrationRoutes, [
      appViewerMock(null),
      createPasswordPageMock(email),
      created,
    ]);

    expect(await screen.findByText('You join Northwind Trials as a member, as invited.')).toBeDefined();
    expect(screen.queryByRole('radio')).toBeNull();
    type('Password', password);
    type('Confirm password', password);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(urlOf(router)).toBe('/register-success-partner'));
    expect(await screen.findByText('Your account at Northwind Trials is ready.')).toBeDefined();
  });

  it.each([
    ['EXPIRED', `This invitation to join Northwind Trials expired on ${formatDate(expiresAt) ?? ''}.`],
    ['REVOKED', 'This invitation to join Northwind Trials was withdrawn by its administrators.'],
    ['ACCEPTED', 'This invitation to join Northwind Trials has already been used.'],
    [null, 'This invitation link is not valid.'],
  ] as const)('explains a %s link and offers to register without it', async (state, message) => {
    const { router } = openLink(invitationMock(state));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Register without an invitation' }));

    await waitFor(() => expect(urlOf(router)).toBe('/register'));
    const field = (await screen.findByLabelText('Business email')) as HTMLInputElement;
    expect(field.readOnly).toBe(false);
    expect(getRegistration().invitation).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../shared/format/dates';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { buildOfferings } from '../../subscription/testing/subscriptionFactories';
import { offeringsMock } from '../../subscription/testing/subscriptionMocks';
import { InviteNoticeQueryDocument } from './InviteNotice';

function inviteMock(token: string, invite: Record<string, unknown> | null) {
  return {
    request: { query: InviteNoticeQueryDocument, variables: { token } },
    result: { data: { teamInvite: invite && { __typename: 'TeamInvite', ...invite } } },
  };
}

const invite = {
  email: 'new@northwind.test',
  subject: 'Join Northwind Trials on Trialbridge',
  text: 'Hello,\nCome aboard.',
  companyName: 'Northwind Trials',
  invitedBy: 'Ada Lovelace',
  sentAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-20T10:00:00.000Z',
  expired: false,
};

describe('InviteNotice', () => {
  it('shows an invitation’s contents with ways to join or sign in when its link is opened', async () => {
    renderApp('/subscriptions?invite=tok_1', {
      mocks: [
        appViewerMock(null),
        offeringsMock(buildOfferings({ companyType: null, offerings: [] })),
        inviteMock('tok_1', invite),
      ],
    });

    const notice = await screen.findByRole('region', { name: 'Invitation' });
    expect(await within(notice).findByText("Ada Lovelace invited you to join Northwind Trials's team")).toBeDefined();
    expect(within(notice).getByText('Join Northwind Trials on Trialbridge')).toBeDefined();
    expect(
      within(notice).getByText(
        `Sent to new@northwind.test on ${formatDate(invite.sentAt) ?? ''}; valid until ${formatDate(invite.expiresAt) ?? ''}.`,
      ),
    ).toBeDefined();
    expect(within(notice).getByRole('link', { name: 'Join now' }).getAttribute('href')).toBe('/register');
    expect(within(notice).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Fsubscriptions%3Finvite%3Dtok_1',
    );
  });

  it('says when the invitation expired, and whom to ask for a new one', async () => {
    renderApp('/subscriptions?invite=tok_2', {
      mocks: [
        appViewerMock(null),
        offeringsMock(buildOfferings({ companyType: null, offerings: [] })),
        inviteMock('tok_2', { ...invite, expired: true }),
      ],
    });
    expect(
      await screen.findByText(
        `This invitation to Northwind Trials's team expired on ${formatDate(invite.expiresAt) ?? ''}. Ask Ada Lovelace for a new one.`,
      ),
    ).toBeDefined();
  });

  it('says the link is not valid when there is no such invitation', async () => {
    renderApp('/subscriptions?invite=nope', {
      mocks: [
        appViewerMock(null),
        offeringsMock(buildOfferings({ companyType: null, offerings: [] })),
        inviteMock('nope', null),
      ],
    });
    expect(await screen.findByText('This invitation link is not valid.')).toBeDefined();
  });
});

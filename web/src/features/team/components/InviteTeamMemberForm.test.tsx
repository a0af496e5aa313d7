import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { payload, renderBillingView, teamMock, viewerMember } from '../testing/teamMocks';
import { InviteTeamMemberFormDocument } from './InviteTeamMemberForm';
import '../../../test/resizeObserver';

const me = viewerMember;

describe('InviteTeamMemberForm', () => {
  it('invites someone by email with a subject and text, checking the fields first', async () => {
    const invite = {
      request: {
        query: InviteTeamMemberFormDocument,
        variables: {
          input: { subscriptionId: 'sub-1', email: 'new@northwind.test', subject: 'Join us', text: 'Come aboard.' },
        },
      },
      result: {
        data: {
          inviteTeamMember: payload('InviteTeamMemberPayload', {
            invite: { __typename: 'TeamInvite', email: 'new@northwind.test', expiresAt: '2026-12-21T00:00:00.000Z' },
          }),
        },
      },
    };
    renderBillingView(teamMock([me]), invite);

    const region = await screen.findByRole('region', { name: 'Invite a colleague' });
    expect((within(region).getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe(
      'Join Northwind Trials on Trialbridge',
    );
    fireEvent.change(within(region).getByRole('textbox', { name: 'Subject' }), { target: { value: '' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Send invitation' }));
    expect(await within(region).findByText('Email cannot be empty')).toBeDefined();
    expect(within(region).getByText('Subject cannot be empty')).toBeDefined();

    fireEvent.change(within(region).getByRole('textbox', { name: 'Email' }), {
      target: { value: 'new@northwind.test' },
    });
    fireEvent.change(within(region).getByRole('textbox', { name: 'Subject' }), { target: { value: 'Join us' } });
    fireEvent.change(within(region).getByRole('textbox', { name: 'Message' }), { target: { value: 'Come aboard.' } });
    await act(async () => fireEvent.click(within(region).getByRole('button', { name: 'Send invitation' })));

    expect(await within(region).findByText('Invitation sent to new@northwind.test.')).toBeDefined();
  });
});

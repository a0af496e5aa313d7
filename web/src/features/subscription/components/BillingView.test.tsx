import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { appViewerMock } from '../../../test/mocks';
import { currentUrl, renderApp } from '../../../test/renderApp';
import { buildDetails, buildTeamMember, userError } from '../testing/subscriptionFactories';
import type { TestDetails, TestTeamMember, TestUserError } from '../testing/subscriptionFactories';
import { subscriptionViewer } from '../testing/subscriptionMocks';
import { AddTeamMemberCandidatesDocument, AddTeamMemberDocument } from './AddTeamMember';
import { BillingViewQueryDocument } from './BillingView';
import { InviteTeamMemberFormDocument } from './InviteTeamMemberForm';
import { TEAM_PAGE_SIZE, TeamSectionQueryDocument } from './TeamSection';
import { TeamTableRemoveDocument, TeamTableSetBillingAdminDocument } from './TeamTable';

// jsdom has no ResizeObserver, which the colleague combobox uses to position its list.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in globalThis)) Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });

const viewer = subscriptionViewer();
const me = buildTeamMember({
  userId: 'user-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@northwind.test',
  role: 'COMPANY_ADMIN',
  billingAdmin: true,
  isViewer: true,
  jobTitle: null,
});
const grace = buildTeamMember();
const alan = buildTeamMember({
  userId: 'user-10',
  firstName: 'Alan',
  lastName: 'Turing',
  email: 'alan@northwind.test',
  jobTitle: null,
});

function billingMock(details: TestDetails = buildDetails()): MockLink.MockedResponse {
  return {
    request: { query: BillingViewQueryDocument },
    result: { data: { mySubscription: details } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The team on `page`, as often as asked, or as the sequence given (each answer once, the last repeating). */
function teamMock(members: TestTeamMember[], page = 0, totalElements = members.length): MockLink.MockedResponse {
  return {
    request: {
      query: TeamSectionQueryDocument,
      variables: { subscriptionId: 'sub-1', page: { page, size: TEAM_PAGE_SIZE } },
    },
    result: {
      data: {
        subscriptionTeam: {
          __typename: 'TeamMemberPage',
          items: members,
          page,
          size: TEAM_PAGE_SIZE,
          totalElements,
          totalPages: Math.ceil(totalElements / TEAM_PAGE_SIZE),
        },
      },
    },
  };
}

function payload(typename: string, body: Record<string, unknown>, errors: TestUserError[] = []) {
  return { __typename: typename, ...body, errors };
}

function renderBilling(entry: string, ...mocks: MockLink.MockedResponse[]) {
  return renderApp(entry, { mocks: [appViewerMock(viewer), billingMock(), ...mocks] });
}

const teamRegion = () => screen.findByRole('region', { name: 'Team' });

describe('BillingView', () => {
  it('lists the team with roles and billing-admin switches, the viewer’s own row locked', async () => {
    renderBilling('/dashboard/subscription?billing=true', teamMock([me, grace, alan]));

    const region = await teamRegion();
    const rows = await within(region).findAllByRole('row');
    expect(rows.map((row) => row.querySelector('td')?.textContent ?? 'header')).toEqual([
      'header',
      'Ada LovelaceYou',
      'Grace HopperClinical Data Manager',
      'Alan Turing',
    ]);
    expect(within(region).getByText('3 members')).toBeDefined();
    const mine = within(region).getByRole('checkbox', { name: 'Billing admin: Ada Lovelace' }) as HTMLInputElement;
    expect(mine.checked).toBe(true);
    expect(mine.disabled).toBe(true);
    expect((within(region).getByRole('button', { name: 'Remove Ada Lovelace' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(
      (within(region).getByRole('checkbox', { name: 'Billing admin: Grace Hopper' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(document.title).toBe('Billing | Trialbridge');
  });

  it('pages through the team with the page in the URL', async () => {
    const { router } = renderBilling(
      '/dashboard/subscription?billing=true',
      teamMock([me, grace], 0, 12),
      teamMock([alan], 1, 12),
    );

    const region = await teamRegion();
    expect(await within(region).findByText('Page 1 of 2')).toBeDefined();
    fireEvent.click(within(region).getByRole('button', { name: 'Next page' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard/subscription?billing=true&page=1'));
    expect(await within(await teamRegion()).findByText('Alan Turing')).toBeDefined();
  });

  it('adds a colleague picked from the suggestions and reads the team again', async () => {
    const candidates = {
      request: { query: AddTeamMemberCandidatesDocument, variables: { subscriptionId: 'sub-1', searchString: 'ala' } },
      result: {
        data: {
          subscriptionTeamCandidates: [
            {
              __typename: 'TeamCandidate',
              userId: 'user-10',
              firstName: 'Alan',
              lastName: 'Turing',
              email: 'alan@northwind.test',
              jobTitle: null,
            },
          ],
        },
      },
    };
    const add = {
      request: { query: AddTeamMemberDocument, variables: { subscriptionId: 'sub-1', userId: 'user-10' } },
      result: {
        data: {
          addTeamMember: payload('TeamMemberPayload', { member: { __typename: 'TeamMember', userId: 'user-10' } }),
        },
      },
    };
    renderBilling(
      '/dashboard/subscription?billing=true',
      teamMock([me, grace]),
      candidates,
      add,
      teamMock([me, grace, alan]),
    );

    const region = await teamRegion();
    await within(region).findByText('Grace Hopper');
    const field = within(region).getByRole('combobox', { name: 'Add a colleague' });
    // People focus the field (click or Tab) before typing: the suggestions open on typing then.
    act(() => field.focus());
    fireEvent.change(field, { target: { value: 'ala' } });
    fireEvent.click(await screen.findByRole('option', { name: /Alan Turing/ }, { timeout: 2000 }));
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('Alan Turing'));
    fireEvent.click(within(region).getByRole('button', { name: 'Add to team' }));

    expect(await within(region).findByText('Alan Turing was added to the team.')).toBeDefined();
    expect(await within(region).findByText('3 members')).toBeDefined();
  });

  it('says so when the colleague is already on the team, and asks for a pick first', async () => {
    const candidates = {
      request: { query: AddTeamMemberCandidatesDocument, variables: { subscriptionId: 'sub-1', searchString: 'gra' } },
      result: {
        data: {
          subscriptionTeamCandidates: [
            {
              __typename: 'TeamCandidate',
              userId: 'user-9',
              firstName: 'Grace',
              lastName: 'Hopper',
              email: 'grace@northwind.test',
              jobTitle: null,
            },
          ],
        },
      },
    };
    const add = {
      request: { query: AddTeamMemberDocument, variables: { subscriptionId: 'sub-1', userId: 'user-9' } },
      result: {
        data: {
          addTeamMember: payload('TeamMemberPayload', { member: null }, [
            userError('USER_ALREADY_ADDED', 'This user has already been added.'),
          ]),
        },
      },
    };
    renderBilling('/dashboard/subscription?billing=true', teamMock([me, grace]), candidates, add);

    const region = await teamRegion();
    fireEvent.click(within(region).getByRole('button', { name: 'Add to team' }));
    expect(await within(region).findByText('Choose a colleague from the suggestions first.')).toBeDefined();
    const field = within(region).getByRole('combobox', { name: 'Add a colleague' });
    act(() => field.focus());
    fireEvent.change(field, { target: { value: 'gra' } });
    fireEvent.click(await screen.findByRole('option', { name: /Grace Hopper/ }, { timeout: 2000 }));
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('Grace Hopper'));
    fireEvent.click(within(region).getByRole('button', { name: 'Add to team' }));

    expect(await within(region).findByText('This user has already been added.')).toBeDefined();
  });

  it('makes a member a billing admin with the switch', async () => {
    const set = {
      request: {
        query: TeamTableSetBillingAdminDocument,
        variables: { subscriptionId: 'sub-1', userId: 'user-9', billingAdmin: true },
      },
      result: {
        data: {
          setTeamMemberBillingAdmin: payload('TeamMemberPayload', {
            member: { __typename: 'TeamMember', userId: 'user-9', billingAdmin: true },
          }),
        },
      },
    };
    renderBilling(
      '/dashboard/subscription?billing=true',
      teamMock([me, grace]),
      set,
      teamMock([me, { ...grace, billingAdmin: true }]),
    );

    const region = await teamRegion();
    fireEvent.click(await within(region).findByRole('checkbox', { name: 'Billing admin: Grace Hopper' }));

    expect(await within(region).findByText('Grace Hopper is now a billing admin.')).toBeDefined();
    await waitFor(() =>
      expect(
        (within(region).getByRole('checkbox', { name: 'Billing admin: Grace Hopper' }) as HTMLInputElement).checked,
      ).toBe(true),
    );
  });

  it('removes a member after a confirmation, and shows the refusal for the last billing admin', async () => {
    const removeGrace = {
      request: { query: TeamTableRemoveDocument, variables: { subscriptionId: 'sub-1', userId: 'user-9' } },
      result: { data: { removeTeamMember: payload('RemoveTeamMemberPayload', { removedUserId: 'user-9' }) } },
    };
    const removeAlan = {
      request: { query: TeamTableRemoveDocument, variables: { subscriptionId: 'sub-1', userId: 'user-10' } },
      result: {
        data: {
          removeTeamMember: payload('RemoveTeamMemberPayload', { removedUserId: null }, [
            userError('BAD_USER_INPUT', 'A subscription needs at least one billing admin.'),
          ]),
        },
      },
    };
    renderBilling(
      '/dashboard/subscription?billing=true',
      teamMock([me, grace, alan]),
      removeGrace,
      teamMock([me, alan]),
      removeAlan,
    );

    const region = await teamRegion();
    fireEvent.click(await within(region).findByRole('button', { name: 'Remove Grace Hopper' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Grace Hopper from the team?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await within(region).findByText('Grace Hopper was removed from the team.')).toBeDefined();
    await waitFor(() => expect(within(region).queryByText('Grace Hopper')).toBeNull());

    fireEvent.click(within(region).getByRole('button', { name: 'Remove Alan Turing' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove Alan Turing from the team?' })).getByRole(
        'button',
        { name: 'Remove' },
      ),
    );
    expect(await within(region).findByText('A subscription needs at least one billing admin.')).toBeDefined();
  });

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
    renderBilling('/dashboard/subscription?billing=true', teamMock([me]), invite);

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

  it('tells an admitted viewer who does not manage billing that only billing admins manage the team', async () => {
    renderApp('/dashboard/subscription?billing=true', {
      mocks: [appViewerMock(viewer), billingMock(buildDetails({ billingAdmin: false, canManageBilling: false }))],
    });

    expect(
      await screen.findByText(
        'Only billing admins can manage the team. Ask one of your company’s billing admins to add you.',
      ),
    ).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Team' })).toBeNull();
  });
});

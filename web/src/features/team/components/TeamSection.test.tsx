import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubPhoneScreen } from '../../../test/phoneScreen';
import { currentUrl } from '../../../test/renderApp';
import { userError } from '../../subscription/testing/subscriptionFactories';
import { buildTeamMember } from '../testing/teamFactories';
import { payload, renderBillingView, teamMock, viewerMember } from '../testing/teamMocks';
import { AddTeamMemberCandidatesDocument, AddTeamMemberDocument } from './AddTeamMember';
import { TeamTableRemoveDocument, TeamTableSetBillingAdminDocument } from './TeamTable';
import '../../../test/resizeObserver';

const me = viewerMember;
const grace = buildTeamMember();
const alan = buildTeamMember({
  userId: 'user-10',
  firstName: 'Alan',
  lastName: 'Turing',
  email: 'alan@northwind.test',
  jobTitle: null,
});

const teamRegion = () => screen.findByRole('region', { name: 'Team' });

// The team is managed on the billing view of My subscription (`?billing=true`).
describe('TeamSection', () => {
  it('lists the team with roles and billing-admin switches, the viewer’s own row locked', async () => {
    renderBillingView(teamMock([me, grace, alan]));

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

  describe('on a phone', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('lists the team as cards with the same controls, an inactive member marked', async () => {
      stubPhoneScreen();
      renderBillingView(teamMock([me, grace, { ...alan, active: false }]));

      const list = await within(await teamRegion()).findByRole('list', { name: 'Team members' });
      expect(screen.queryByRole('table')).toBeNull();
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(3);
      const alanCard = cards[2] as HTMLElement;
      expect(within(alanCard).getByText('Inactive')).toBeDefined();
      expect(within(cards[1] as HTMLElement).queryByText('Inactive')).toBeNull();
      expect(within(alanCard).getByText('alan@northwind.test')).toBeDefined();
      expect(within(alanCard).getByRole('checkbox', { name: 'Billing admin: Alan Turing' })).toBeDefined();
      expect(within(alanCard).getByRole('button', { name: 'Remove Alan Turing' })).toBeDefined();
    });
  });

  it('pages through the team with the page in the URL', async () => {
    const { router } = renderBillingView(teamMock([me, grace], 0, 12), teamMock([alan], 1, 12));

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
    renderBillingView(teamMock([me, grace]), candidates, add, teamMock([me, grace, alan]));

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
    renderBillingView(teamMock([me, grace]), candidates, add);

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
    renderBillingView(teamMock([me, grace]), set, teamMock([me, { ...grace, billingAdmin: true }]));

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
    renderBillingView(teamMock([me, grace, alan]), removeGrace, teamMock([me, alan]), removeAlan);

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
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { buildJoinRequest } from '../../../test/factories';
import { appViewerMock, graphQLError } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { JoinRequestsCardDecideDocument, JoinRequestsCardQueryDocument } from '../components/JoinRequestsCard';
import { stubPhoneScreen } from '../../../test/phoneScreen';
import { currentUrl } from '../../../test/renderApp';
import {
  MembersTableChangeRoleDocument,
  MembersTableDeactivateDocument,
  MembersTableReactivateDocument,
} from '../components/MembersTable';
import {
  buildMember,
  invitationsMock,
  me,
  memberAdmin,
  membersMock,
  renderManageMembers,
  userError,
} from '../testing/memberMocks';
import type { TestMember } from '../testing/memberMocks';
import '../../../test/resizeObserver';

const grace = buildMember();
const alan = buildMember({
  id: 'user-10',
  firstName: 'Alan',
  lastName: 'Turing',
  email: 'alan@northwind.test',
  jobTitle: null,
  masked: true,
  lastActiveAt: null,
});
const gone = buildMember({
  id: 'user-11',
  firstName: 'Joan',
  lastName: 'Clarke',
  email: 'joan@northwind.test',
  status: 'DEACTIVATED',
});

const region = () => screen.findByRole('region', { name: 'Members' });
/** The member's row in the table, once it shows. */
async function row(name: string): Promise<HTMLElement> {
  const table = await within(await region()).findByRole('table', { name: 'Members' });
  const found = within(table)
    .getAllByRole('row')
    .find((item) => item.querySelector('td')?.textContent?.startsWith(name));
  if (!found) throw new Error(`No row for ${name}`);
  return found;
}

function memberPayload(field: string, member: TestMember | null, errors: ReturnType<typeof userError>[] = []) {
  return { data: { [field]: { __typename: 'ManagedMemberPayload', member, errors } } };
}

function mutationMock(
  query: MockLink.MockedResponse['request']['query'],
  variables: Record<string, unknown>,
  result: ReturnType<typeof memberPayload>,
): MockLink.MockedResponse {
  return { request: { query, variables }, result };
}

describe('ManageMembersPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each member with email, role, status and last activity, the viewer and masked members marked', async () => {
    renderManageMembers('', membersMock([me, grace, alan, gone]), invitationsMock([]));

    const table = await within(await region()).findByRole('table', { name: 'Members' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((item) => item.querySelector('td')?.textContent)).toEqual([
      'Ada LovelaceYou',
      'Grace HopperClinical Data Manager',
      'Alan TuringMasked',
      'Joan ClarkeClinical Data Manager',
    ]);
    const mine = await row('Ada Lovelace');
    const graceRow = await row('Grace Hopper');
    const alanRow = await row('Alan Turing');
    const joanRow = await row('Joan Clarke');
    expect(within(mine).getByText('Company admin')).toBeDefined();
    expect(within(mine).getByRole('button', { name: 'Make member' })).toBeDefined();
    // Nobody deactivates themselves from here.
    expect(within(mine).queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(within(graceRow).getByText('grace@northwind.test')).toBeDefined();
    expect(within(graceRow).getByRole('button', { name: 'Make admin' })).toBeDefined();
    expect(within(graceRow).getByRole('button', { name: 'Deactivate' })).toBeDefined();
    expect(within(alanRow).getByText('Never')).toBeDefined();
    expect(within(joanRow).getByText('Deactivated')).toBeDefined();
    expect(within(joanRow).getByRole('button', { name: 'Reactivate' })).toBeDefined();
    expect(within(await region()).getByText('4 members')).toBeDefined();
    expect(document.title).toBe('Manage members | Trialbridge');
    // The requests to join of the dashboard, here too.
    expect(await screen.findByRole('region', { name: 'Requests to join Northwind Trials' })).toBeDefined();
  });

  it('shows members as cards on a phone', async () => {
    stubPhoneScreen();
    renderManageMembers('', membersMock([me, grace]), invitationsMock([]));

    const list = await within(await region()).findByRole('list', { name: 'Members' });
    expect(screen.queryByRole('table')).toBeNull();
    const [, card] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(card).getByText('grace@northwind.test')).toBeDefined();
    expect(within(card).getByRole('button', { name: 'Deactivate' })).toBeDefined();
  });

  it('reads the filters from the URL, and puts chosen filters and typed words in it', async () => {
    const { router } = renderManageMembers(
      '?role=COMPANY_ADMIN&page=1',
      membersMock([me], { role: 'COMPANY_ADMIN', page: 1 }),
      membersMock([me], { role: 'COMPANY_ADMIN', status: 'ACTIVE' }),
      membersMock([], { search: 'zed', role: 'COMPANY_ADMIN', status: 'ACTIVE' }),
      invitationsMock([]),
    );

    await row('Ada Lovelace');
    fireEvent.change(within(await region()).getByRole('combobox', { name: 'Status' }), {
      target: { value: 'ACTIVE' },
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard/manage-members?role=COMPANY_ADMIN&status=ACTIVE'));

    fireEvent.change(within(await region()).getByRole('searchbox', { name: 'Search members' }), {
      target: { value: 'zed ' },
    });
    // Typing waits for a pause, then searches (and the page goes back to the first).
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/dashboard/manage-members?q=zed&role=COMPANY_ADMIN&status=ACTIVE'),
    );
    expect(await within(await region()).findByText('No member matches. Try other words or filters.')).toBeDefined();
  });

  it('shows a loading state, then the error with a retry that loads the list', async () => {
    renderManageMembers(
      '',
      {
        request: membersMock([]).request,
        result: graphQLError('Something went wrong.', 'UPSTREAM_UNAVAILABLE'),
        delay: 200,
      },
      membersMock([grace]),
      invitationsMock([]),
    );

    expect(
      within(await region())
        .getByLabelText('Loading the members')
        .getAttribute('aria-busy'),
    ).toBe('true');
    expect((await within(await region()).findByRole('alert')).textContent).toContain('Something went wrong.');
    fireEvent.click(within(await region()).getByRole('button', { name: 'Try again' }));
    expect(await row('Grace Hopper')).toBeDefined();
  });

  it('promotes a member: the row changes and the change is announced', async () => {
    const promoted = { ...grace, role: 'COMPANY_ADMIN' as const };
    renderManageMembers(
      '',
      membersMock([me, grace]),
      mutationMock(
        MembersTableChangeRoleDocument,
        { userId: 'user-9', role: 'COMPANY_ADMIN' },
        memberPayload('changeMemberRole', promoted),
      ),
      membersMock([me, promoted]),
      invitationsMock([]),
    );

    fireEvent.click(within(await row('Grace Hopper')).getByRole('button', { name: 'Make admin' }));

    expect(await within(await region()).findByText('Grace Hopper is now a company admin.')).toBeDefined();
    await waitFor(async () => expect(within(await row('Grace Hopper')).getByText('Company admin')).toBeDefined());
    expect(within(await row('Grace Hopper')).getByRole('button', { name: 'Make member' })).toBeDefined();
  });

  it('asks before deactivating, saying their sessions end at once, then shows them deactivated', async () => {
    const deactivated = { ...grace, status: 'DEACTIVATED' as const };
    renderManageMembers(
      '',
      membersMock([me, grace]),
      mutationMock(
        MembersTableDeactivateDocument,
        { userId: 'user-9' },
        memberPayload('deactivateMember', deactivated),
      ),
      membersMock([me, deactivated]),
      invitationsMock([]),
    );

    fireEvent.click(within(await row('Grace Hopper')).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Grace Hopper?' });
    expect(within(dialog).getByText(/Their sessions end at once, on every device/)).toBeDefined();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' })));

    expect(
      await within(await region()).findByText('Grace Hopper was deactivated and signed out everywhere.'),
    ).toBeDefined();
    await waitFor(async () => expect(within(await row('Grace Hopper')).getByText('Deactivated')).toBeDefined());
    expect(within(await row('Grace Hopper')).getByRole('button', { name: 'Reactivate' })).toBeDefined();
  });

  it('reactivates a deactivated member without asking', async () => {
    const back = { ...gone, status: 'ACTIVE' as const };
    renderManageMembers(
      '',
      membersMock([me, gone]),
      mutationMock(MembersTableReactivateDocument, { userId: 'user-11' }, memberPayload('reactivateMember', back)),
      membersMock([me, back]),
      invitationsMock([]),
    );

    fireEvent.click(within(await row('Joan Clarke')).getByRole('button', { name: 'Reactivate' }));

    expect(await within(await region()).findByText('Joan Clarke was reactivated and can sign in again.')).toBeDefined();
    await waitFor(async () => expect(within(await row('Joan Clarke')).getByText('Active')).toBeDefined());
  });

  it('shows the api’s refusal when the last active admin steps down, and keeps their role', async () => {
    const refusal = 'Your company needs at least one active company admin. Make someone else an admin first.';
    renderManageMembers(
      '',
      membersMock([me, grace]),
      mutationMock(
        MembersTableChangeRoleDocument,
        { userId: 'user-1', role: 'MEMBER' },
        memberPayload('changeMemberRole', null, [userError('LAST_ACTIVE_ADMIN', refusal)]),
      ),
      invitationsMock([]),
    );

    fireEvent.click(within(await row('Ada Lovelace')).getByRole('button', { name: 'Make member' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Step down as company admin?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Step down' })));

    expect((await within(await region()).findByRole('alert')).textContent).toContain(refusal);
    expect(within(await row('Ada Lovelace')).getByText('Company admin')).toBeDefined();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks the list again after a change, so a filter drops a member who no longer matches', async () => {
    const promoted = { ...grace, role: 'COMPANY_ADMIN' as const };
    renderManageMembers(
      '?role=MEMBER',
      membersMock([grace], { role: 'MEMBER' }),
      mutationMock(
        MembersTableChangeRoleDocument,
        { userId: 'user-9', role: 'COMPANY_ADMIN' },
        memberPayload('changeMemberRole', promoted),
      ),
      membersMock([], { role: 'MEMBER' }),
      invitationsMock([]),
    );

    fireEvent.click(within(await row('Grace Hopper')).getByRole('button', { name: 'Make admin' }));

    expect(await within(await region()).findByText('No member matches. Try other words or filters.')).toBeDefined();
  });

  it('reads the members again when a request to join is approved here', async () => {
    const request = buildJoinRequest({ user: { email: 'grace@northwind.test' } });
    renderApp('/dashboard/manage-members', {
      mocks: [
        appViewerMock(memberAdmin),
        { request: { query: JoinRequestsCardQueryDocument }, result: { data: { joinRequests: [request] } } },
        {
          request: { query: JoinRequestsCardDecideDocument, variables: { userId: 'user-9', decision: 'APPROVE' } },
          result: {
            data: { decideJoinRequest: { __typename: 'DecideJoinRequestPayload', pending: [], errors: [] } },
          },
        },
        membersMock([me]),
        membersMock([me, grace]),
        invitationsMock([]),
      ],
    });

    await row('Ada Lovelace');
    const requests = await screen.findByRole('region', { name: 'Requests to join Northwind Trials' });
    fireEvent.click(
      within(await within(requests).findByRole('listitem', { name: 'Grace Hopper' })).getByRole('button', {
        name: 'Approve',
      }),
    );

    expect(await waitFor(() => row('Grace Hopper'))).toBeDefined();
  });
});

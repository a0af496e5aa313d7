import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { buildJoinRequest, buildViewer } from '../../../test/factories';
import type { TestJoinRequest } from '../../../test/factories';
import { appViewerMock, dashboardPageMock, graphQLError } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { JoinRequestsCardDecideDocument, JoinRequestsCardQueryDocument } from './JoinRequestsCard';

const admin = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'MY_ACCOUNT', 'ACCOUNT_SETTINGS', 'MANAGE_MEMBERS'] });
const grace = buildJoinRequest();
const alan = buildJoinRequest({
  id: 'join-2',
  requestedAt: '2026-11-05T16:00:00.000Z',
  user: { id: 'user-10', firstName: 'Alan', lastName: 'Turing', email: 'alan@helixabio.example', jobTitle: null },
});

function listMock(requests: TestJoinRequest[], extra: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse {
  return { request: { query: JoinRequestsCardQueryDocument }, result: { data: { joinRequests: requests } }, ...extra };
}

function decideMock(
  userId: string,
  decision: 'APPROVE' | 'DECLINE',
  pending: TestJoinRequest[],
  errors: { code: string; field: null; message: string }[] = [],
): MockLink.MockedResponse {
  return {
    request: { query: JoinRequestsCardDecideDocument, variables: { userId, decision } },
    result: {
      data: {
        decideJoinRequest: {
          __typename: 'DecideJoinRequestPayload',
          pending,
          errors: errors.map((error) => ({ __typename: 'UserError', ...error })),
        },
      },
    },
  };
}

function renderDashboard(...mocks: MockLink.MockedResponse[]) {
  return renderApp('/dashboard', { mocks: [appViewerMock(admin), dashboardPageMock(admin), ...mocks] });
}

const card = () => screen.findByRole('region', { name: 'Requests to join Northwind Trials' });

describe('JoinRequestsCard', () => {
  it('lists each person waiting with name, email, job title and date when there are requests', async () => {
    renderDashboard(listMock([grace, alan]));

    const region = await card();
    const row = await within(region).findByRole('listitem', { name: 'Grace Hopper' });
    expect(within(row).getByText('grace@helixabio.example')).toBeDefined();
    expect(within(row).getByText('Clinical Data Manager')).toBeDefined();
    expect(within(row).getByText('Nov 2, 2026')).toBeDefined();
    expect(within(row).getByRole('button', { name: 'Approve' })).toBeDefined();
    expect(within(row).getByRole('button', { name: 'Decline' })).toBeDefined();
    const other = within(region).getByRole('listitem', { name: 'Alan Turing' });
    expect(within(other).getByText('Job title not given')).toBeDefined();
  });

  it('sits beside a Shortcuts link to Manage members, for admins who may manage them', async () => {
    renderDashboard(listMock([]));

    const shortcuts = await screen.findByRole('region', { name: 'Shortcuts' });
    expect(within(shortcuts).getByRole('link', { name: 'Manage members' }).getAttribute('href')).toBe(
      '/dashboard/manage-members',
    );
  });

  it('leaves the Manage members link out for a member', async () => {
    const member = buildViewer();
    renderApp('/dashboard', { mocks: [appViewerMock(member), dashboardPageMock(member)] });

    const shortcuts = await screen.findByRole('region', { name: 'Shortcuts' });
    expect(within(shortcuts).getByRole('link', { name: 'Edit my account' })).toBeDefined();
    expect(within(shortcuts).queryByRole('link', { name: 'Manage members' })).toBeNull();
  });

  it('says no one is waiting when the list is empty', async () => {
    renderDashboard(listMock([]));

    const region = await card();
    expect(await within(region).findByText('No one is waiting to join.')).toBeDefined();
  });

  it('shows a loading state while the list loads', async () => {
    renderDashboard(listMock([], { delay: Number.POSITIVE_INFINITY }));

    const region = await card();
    expect(within(region).getByLabelText('Loading requests').getAttribute('aria-busy')).toBe('true');
  });

  it('shows the error with a retry when the list cannot be loaded, and loads it on retry', async () => {
    renderDashboard(
      {
        request: { query: JoinRequestsCardQueryDocument },
        result: graphQLError('Something went wrong.', 'UPSTREAM_UNAVAILABLE'),
      },
      listMock([grace]),
    );

    const region = await card();
    expect((await within(region).findByRole('alert')).textContent).toContain('Something went wrong.');
    fireEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByRole('listitem', { name: 'Grace Hopper' })).toBeDefined();
  });

  it('removes the row and says so when an admin approves a request', async () => {
    renderDashboard(listMock([grace, alan]), decideMock('user-9', 'APPROVE', [alan]));

    const region = await card();
    const row = await within(region).findByRole('listitem', { name: 'Grace Hopper' });
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(within(region).queryByRole('listitem', { name: 'Grace Hopper' })).toBeNull());
    expect(within(region).getByRole('listitem', { name: 'Alan Turing' })).toBeDefined();
    // The list may change before the message renders: the mutation's answer and the list's refresh race.
    await waitFor(() =>
      expect(within(region).getByRole('status').textContent).toBe('Grace Hopper has joined and can now sign in.'),
    );
  });

  it('shows the empty state when an admin declines the last request', async () => {
    renderDashboard(listMock([grace]), decideMock('user-9', 'DECLINE', []));

    const region = await card();
    fireEvent.click(
      within(await within(region).findByRole('listitem', { name: 'Grace Hopper' })).getByRole('button', {
        name: 'Decline',
      }),
    );

    expect(await within(region).findByText('No one is waiting to join.')).toBeDefined();
    await waitFor(() =>
      expect(within(region).getByRole('status').textContent).toBe('The request from Grace Hopper was declined.'),
    );
  });

  it('keeps the row and shows the message when the decision is refused', async () => {
    renderDashboard(
      listMock([grace]),
      decideMock(
        'user-9',
        'APPROVE',
        [grace],
        [{ code: 'NOT_FOUND', field: null, message: 'This request no longer exists.' }],
      ),
    );

    const region = await card();
    fireEvent.click(
      within(await within(region).findByRole('listitem', { name: 'Grace Hopper' })).getByRole('button', {
        name: 'Approve',
      }),
    );

    expect((await within(region).findByRole('alert')).textContent).toContain('This request no longer exists.');
    expect(within(region).getByRole('listitem', { name: 'Grace Hopper' })).toBeDefined();
  });
});

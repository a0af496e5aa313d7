import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { todayUtc } from '../../requests';
import { MemberHomePageQueryDocument } from './MemberHomePage';

const viewer = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'MY_ACCOUNT', 'INBOX', 'REQUESTS', 'WATCHLIST'] });
const company = (id: string, name: string) => ({
  __typename: 'MemberHomeCompany',
  id,
  name,
  alias: name.toLowerCase().replace(/ /g, '-'),
});
const inDays = (days: number) =>
  new Date(Date.parse(`${todayUtc()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const checklist = (percent: number, items: [string, boolean][]) => ({
  __typename: 'CompletenessChecklist',
  percent,
  complete: items.every(([, done]) => done),
  items: items.map(([key, done]) => ({ __typename: 'CompletenessItem', key, done })),
});

const home = {
  __typename: 'MemberHome',
  blockedSections: [],
  waitingThreads: {
    __typename: 'WaitingThreads',
    total: 1,
    items: [
      {
        __typename: 'WaitingThread',
        id: '12',
        subject: 'Central lab logistics',
        box: 'COMPANY',
        otherCompany: company('5', 'Meridian Clinical Research'),
        lastAuthorName: 'Vera Vendor',
        lastMessageAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
        unread: true,
      },
    ],
  },
  deadlines: {
    __typename: 'MemberHomeDeadlines',
    openRequestCount: 2,
    requests: [
      {
        __typename: 'MemberHomeRequest',
        id: '3',
        title: 'Home nursing visits',
        status: 'OPEN',
        responseDeadline: inDays(5),
        responseCount: 1,
        mine: true,
        postedByName: 'Marcus Chen',
      },
      {
        __typename: 'MemberHomeRequest',
        id: '4',
        title: 'Imaging reads',
        status: 'OPEN',
        responseDeadline: inDays(30),
        responseCount: 0,
        mine: false,
        postedByName: 'Sam Sponsor',
      },
    ],
    responseCount: 0,
    responses: [],
  },
  unreadNotifications: {
    __typename: 'NotificationPage',
    unreadCount: 7,
    items: [
      {
        __typename: 'Notification',
        id: '40',
        title: 'Vera replied',
        link: '/dashboard/inbox/12',
        createdAt: new Date().toISOString(),
      },
    ],
  },
  watched: { __typename: 'MemberHomeWatched', folderCount: 1, companyCount: 0, changes: [] },
  completeness: {
    __typename: 'MemberHomeCompleteness',
    profile: checklist(50, [
      ['NAME', true],
      ['JOB_TITLE', true],
      ['PHONE', true],
      ['LINKEDIN', false],
      ['PICTURE', false],
      ['LOCATION', false],
    ]),
    interests: checklist(100, [
      ['REGIONS', true],
      ['TRIAL_PHASES', true],
    ]),
  },
};

const homeMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: MemberHomePageQueryDocument },
  result,
  maxUsageCount: Number.POSITIVE_INFINITY,
});

describe('MemberHomePage', () => {
  it('shows each section: a waiting thread, a near deadline as the requests pages word it, the checklists', async () => {
    renderApp('/dashboard/member', { mocks: [appViewerMock(viewer), homeMock({ data: { memberHome: home } })] });
    const waiting = await screen.findByRole('region', { name: 'Waiting for your reply' });
    const thread = within(waiting).getByRole('link', { name: 'Central lab logistics' });
    expect(thread.getAttribute('href')).toBe('/dashboard/company-inbox/12');
    expect(within(waiting).getByText(/Meridian Clinical Research · Vera Vendor wrote/)).toBeDefined();
    const deadlines = screen.getByRole('region', { name: 'Requests and deadlines' });
    expect(within(deadlines).getByText('Closes in 5 days')).toBeDefined();
    expect(within(deadlines).getByText('Closes in 30 days')).toBeDefined();
    expect(within(deadlines).getAllByText('Soon')).toHaveLength(1);
    expect(within(deadlines).getByText('No responses yet.', { exact: false })).toBeDefined();
    expect(
      within(screen.getByRole('region', { name: 'Unread notifications' })).getByText('7 unread notifications.'),
    ).toBeDefined();
    expect(
      within(screen.getByRole('region', { name: 'Companies you watch' })).getByText(/You watch no companies yet/),
    ).toBeDefined();
    const completeness = screen.getByRole('region', { name: 'Your profile and interests' });
    expect(within(completeness).getByRole('heading', { name: 'Profile: 50% complete' })).toBeDefined();
    expect(within(completeness).getByRole('link', { name: 'Finish your profile' }).getAttribute('href')).toBe(
      '/my-account?tab=profile',
    );
    expect(within(completeness).queryByRole('link', { name: 'Finish your interests' })).toBeNull();
  });

  it('keeps the other sections when one fails, and offers to try that one again', async () => {
    const failed = homeMock({
      data: { memberHome: { ...home, deadlines: null } },
      errors: [new GraphQLError('Something went wrong.', { path: ['memberHome', 'deadlines'] })],
    });
    renderApp('/dashboard/member', { mocks: [appViewerMock(viewer), failed] });
    const deadlines = await screen.findByRole('region', { name: 'Requests and deadlines' });
    expect(await within(deadlines).findByRole('button', { name: 'Try again' })).toBeDefined();
    expect(
      within(screen.getByRole('region', { name: 'Waiting for your reply' })).getByRole('link', {
        name: 'Central lab logistics',
      }),
    ).toBeDefined();
  });

  it('says which sections are not shown while acting as another user', async () => {
    const acting = {
      ...home,
      blockedSections: ['WAITING_THREADS', 'DEADLINES', 'NOTIFICATIONS'],
      waitingThreads: null,
      deadlines: null,
      unreadNotifications: null,
    };
    renderApp('/dashboard/member', {
      mocks: [appViewerMock({ ...viewer, isImpersonated: true }), homeMock({ data: { memberHome: acting } })],
    });
    const waiting = await screen.findByRole('region', { name: 'Waiting for your reply' });
    expect(within(waiting).getByText(/Not shown while you act as another user/)).toBeDefined();
    expect(
      within(screen.getByRole('region', { name: 'Unread notifications' })).getByText(/Not shown while you act/),
    ).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Profile: 50% complete' })).toBeDefined();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSubscription, buildUser, buildViewer } from '../../../test/factories';
import { appViewerMock, dashboardPageMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';

function detail(region: HTMLElement, label: string): string | null {
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('DashboardPage', () => {
  it('shows the plan, status, period, end date and billing-admin labels when subscribed', async () => {
    const viewer = buildViewer({
      subscription: buildSubscription({ plan: 'EXPLORER', status: 'PAST_DUE', period: 'MONTH', endDate: '2026-12-31T00:00:00.000Z', billingAdmin: false }),
    });
    renderApp('/dashboard', { mocks: [appViewerMock(viewer), dashboardPageMock(viewer)] });

    const card = await screen.findByRole('region', { name: 'Your subscription' });
    expect(detail(card, 'Plan')).toBe('Explorer');
    expect(detail(card, 'Status')).toBe('Past due');
    expect(detail(card, 'Billing period')).toBe('Monthly');
    expect(detail(card, 'Ends on')).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2026-12-31T00:00:00.000Z')));
    expect(detail(card, 'Billing admin')).toBe('No');
  });

  it.each([
    ['INNOVATOR', 'TRIALING', 'YEAR', 'Innovator', 'Trialing', 'Yearly'],
    ['PRO', 'ACTIVE', 'YEAR', 'Pro', 'Active', 'Yearly'],
    ['BILLING_ADMIN', 'ENDED', 'MONTH', 'Billing admin', 'Ended', 'Monthly'],
    ['NONE', 'NEW', null, 'No plan', 'New', 'Not set'],
    ['INNOVATOR', 'INACTIVE', null, 'Innovator', 'Inactive', 'Not set'],
  ] as const)('labels plan %s with status %s when they are set', async (plan, status, period, planLabel, statusLabel, periodLabel) => {
    const viewer = buildViewer({ subscription: buildSubscription({ plan, status, period }) });
    renderApp('/dashboard', { mocks: [appViewerMock(viewer), dashboardPageMock(viewer)] });

    const card = await screen.findByRole('region', { name: 'Your subscription' });
    expect(detail(card, 'Plan')).toBe(planLabel);
    expect(detail(card, 'Status')).toBe(statusLabel);
    expect(detail(card, 'Billing period')).toBe(periodLabel);
  });

  it.each([
    ['no subscription data', null],
    ['plan NONE', buildSubscription({ plan: 'NONE', status: null, period: null, endDate: null, billingAdmin: false })],
  ])('says there is no subscription and shows "No plan" when the company has %s', async (_label, subscription) => {
    const viewer = buildViewer({ subscription });
    renderApp('/dashboard', { mocks: [appViewerMock(viewer), dashboardPageMock(viewer)] });

    const card = await screen.findByRole('region', { name: 'Your subscription' });
    expect(card.textContent).toContain("You don't have a subscription yet.");
    expect(detail(card, 'Plan')).toBe('No plan');
    expect(detail(card, 'Billing admin')).toBe('No');
  });

  it('greets the user and shows their profile and company when signed in', async () => {
    const viewer = buildViewer({ user: buildUser({ firstName: 'Grace', lastName: 'Hopper', role: 'MEMBER', jobTitle: null }) });
    renderApp('/dashboard', { mocks: [appViewerMock(viewer), dashboardPageMock(viewer)] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Grace' })).toBeDefined();
    const profile = screen.getByRole('region', { name: 'Your profile' });
    expect(detail(profile, 'Name')).toBe('Grace Hopper');
    expect(detail(profile, 'Role')).toBe('Member');
    expect(detail(profile, 'Job title')).toBe('Not set');
    const company = screen.getByRole('region', { name: 'Your company' });
    expect(detail(company, 'Company')).toBe('Northwind Trials');
    expect(detail(company, 'Business type')).toBe('CRO');
    expect(detail(company, 'Role type')).toBe('Vendor');
  });

  it('shows the header with the full name and a sign-out button when signed in', async () => {
    const viewer = buildViewer();
    renderApp('/dashboard', { mocks: [appViewerMock(viewer), dashboardPageMock(viewer)] });

    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Ada Lovelace')).toBeDefined();
    expect(within(header).getByRole('button', { name: 'Sign out' })).toBeDefined();
    expect(document.title).toBe('Dashboard | Trialbridge');
  });
});

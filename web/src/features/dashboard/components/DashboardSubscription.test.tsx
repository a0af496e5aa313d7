import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '../../../__generated__';
import { buildSubscription } from '../../../test/factories';
import type { TestSubscription } from '../../../test/factories';
import { renderUi } from '../../../test/renderUi';
import { DashboardSubscription, DashboardSubscriptionFragment } from './DashboardSubscription';

function detail(region: HTMLElement, label: string): string | null {
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

function renderCard(subscription: TestSubscription | null) {
  renderUi(
    <DashboardSubscription
      subscription={subscription ? makeFragmentData(subscription, DashboardSubscriptionFragment) : null}
    />,
  );
  return screen.getByRole('region', { name: 'Your subscription' });
}

describe('DashboardSubscription', () => {
  it('shows the plan, status, period, end date and billing-admin labels when subscribed', () => {
    const card = renderCard(
      buildSubscription({
        plan: 'EXPLORER',
        status: 'PAST_DUE',
        period: 'MONTH',
        endDate: '2026-12-31T00:00:00.000Z',
        billingAdmin: false,
      }),
    );

    expect(detail(card, 'Plan')).toBe('Explorer');
    expect(detail(card, 'Status')).toBe('Past due');
    expect(detail(card, 'Billing period')).toBe('Monthly');
    expect(detail(card, 'Ends on')).toBe('Dec 31, 2026');
    expect(detail(card, 'Billing admin')).toBe('No');
  });

  it.each([
    ['INNOVATOR', 'TRIALING', 'YEAR', 'Innovator for sponsor teams (unlimited users)', 'Trialing', 'Yearly'],
    ['PRO', 'ACTIVE', 'YEAR', 'Pro', 'Active', 'Yearly'],
    ['BILLING_ADMIN', 'ENDED', 'MONTH', 'Billing admin', 'Ended', 'Monthly'],
    ['NONE', 'NEW', null, 'No subscription', 'New', 'Not set'],
    ['INNOVATOR', 'INACTIVE', null, 'Innovator for sites', 'Inactive', 'Not set'],
    // A trial nobody bought yet: the period is chosen at purchase, as My subscription says.
    ['INNOVATOR', 'TRIALING', null, 'Innovator for vendors', 'Trialing', 'Monthly or yearly, chosen when you buy'],
  ] as const)(
    "names plan %s as the api's catalog does, with status %s",
    (plan, status, period, planLabel, statusLabel, periodLabel) => {
      const card = renderCard(buildSubscription({ plan, status, period, name: planLabel }));

      expect(detail(card, 'Plan')).toBe(planLabel);
      expect(detail(card, 'Status')).toBe(statusLabel);
      expect(detail(card, 'Billing period')).toBe(periodLabel);
    },
  );

  it.each([
    ['no subscription data', null],
    ['plan NONE', buildSubscription({ plan: 'NONE', status: null, period: null, endDate: null, billingAdmin: false })],
  ])('says there is no subscription and shows "No subscription" when the company has %s', (_label, subscription) => {
    const card = renderCard(subscription);

    expect(card.textContent).toContain("You don't have a subscription yet.");
    expect(detail(card, 'Plan')).toBe('No subscription');
    expect(detail(card, 'Billing admin')).toBe('No');
  });
});

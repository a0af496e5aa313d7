import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSubscription } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { buildCatalog, buildDetails, buildDiscount, buildOfferings } from '../testing/subscriptionFactories';
import type { TestDetails } from '../testing/subscriptionFactories';
import {
  confirmationScreenMock,
  currentSubscriptionMock,
  offeringsMock,
  overviewMock,
  subscriptionViewer,
} from '../testing/subscriptionMocks';

const viewer = subscriptionViewer();

function renderMySubscription(details: TestDetails, ...mocks: Parameters<typeof renderApp>[1]['mocks']) {
  return renderApp('/dashboard/subscription', {
    mocks: [appViewerMock(viewer), overviewMock(details), confirmationScreenMock(details), ...mocks],
  });
}

function detail(region: HTMLElement, label: string): string | null {
  return within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

const planCard = () => screen.findByRole('region', { name: 'Your plan' });

describe('MySubscriptionPage', () => {
  it('shows the plan, status, period, renewal date, price, discount and payment type', async () => {
    const discount = {
      __typename: 'AppliedDiscount' as const,
      endsAt: '2027-03-01T00:00:00.000Z',
      discount: buildDiscount({ name: 'Inaugural year', duration: 'FIRST_YEAR' }),
    };
    renderMySubscription(buildDetails({ discount }));

    const plan = await planCard();
    expect(detail(plan, 'Plan')).toBe('Innovator for vendors (51-500 employees)');
    expect(detail(plan, 'Status')).toBe('Active');
    expect(detail(plan, 'Billing period')).toBe('Yearly');
    expect(detail(plan, 'Renews on')).toBe('Mar 1, 2027');
    expect(detail(plan, 'Price')).toBe('$3,200 / year');
    expect(detail(plan, 'Discount')).toBe(`Inaugural year: 20% off the first year, until Mar 1, 2027`);
    expect(detail(plan, 'Payment type')).toBe('Card');
    expect(
      within(screen.getByRole('region', { name: 'Payment method' })).getByText('Visa ending in 4242, expires 12/2030'),
    ).toBeDefined();
    const links = screen.getByRole('navigation', { name: 'Subscription' });
    expect(within(links).getByRole('link', { name: 'Payment history' }).getAttribute('href')).toBe(
      '/dashboard/subscription/history',
    );
    expect(within(links).getByRole('link', { name: 'Billing and team' }).getAttribute('href')).toBe(
      '/dashboard/subscription?billing=true',
    );
  });

  it('shows the trial days left and a way to choose a plan while trialing', async () => {
    renderMySubscription(
      buildDetails({
        status: 'TRIALING',
        daysLeft: 3,
        period: null,
        paymentType: 'FREE',
        endDate: '2026-12-02T00:00:00.000Z',
      }),
    );

    const plan = await planCard();
    expect(detail(plan, 'Trial days left')).toBe('3');
    expect(detail(plan, 'Trial ends on')).toBe('Dec 2, 2026');
    expect(screen.getByText('Free Trial: 3 days left')).toBeDefined();
    expect(screen.getByText(/^Your free trial of Innovator ends on Dec 2, 2026\./)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe('/subscriptions#offerings');
  });

  it('says the trial ends tomorrow when 2 days are left (spec §4 counts today and the last day)', async () => {
    renderMySubscription(
      buildDetails({
        status: 'TRIALING',
        daysLeft: 2,
        period: null,
        paymentType: 'FREE',
        endDate: '2026-12-02T15:00:00.000Z',
      }),
    );

    expect(await screen.findByText('Free Trial: 2 days left')).toBeDefined();
    expect(screen.getByText(/^Your free trial of Innovator ends tomorrow, Dec 2, 2026\./)).toBeDefined();
  });

  it('prices a trial nobody has bought yet as the offerings do, with their discount (vendor.admin)', async () => {
    const inaugural = buildDiscount({
      id: 'discount-inaugural',
      code: 'INAUGURAL_YEAR_DISCOUNT',
      name: 'Inaugural year',
      duration: 'FIRST_YEAR',
      selected: true,
    });
    const offerings = buildOfferings({ discounts: [inaugural] });
    // The demo vendor's trial of the 51-500 plan: no period and no discount recorded yet.
    const trial = buildDetails({
      status: 'TRIALING',
      daysLeft: 2,
      period: null,
      discount: null,
      paymentType: 'FREE',
      endDate: '2026-12-02T15:00:00.000Z',
    });
    const { router } = renderApp('/subscriptions', {
      mocks: [
        appViewerMock(viewer),
        offeringsMock(offerings),
        currentSubscriptionMock({ id: 'sub-1', plan: 'INNOVATOR', status: 'TRIALING', code: trial.code, period: null }),
        overviewMock(trial, offerings),
      ],
    });
    const card = await screen.findByRole('article', { name: 'Innovator for vendors (51-500 employees)' });
    expect(within(card).getByText('$2,560')).toBeDefined();

    await act(() => router.navigate('/dashboard/subscription'));

    const plan = await planCard();
    expect(detail(plan, 'Price')).toBe('Free during the trial');
    expect(detail(plan, 'When you buy')).toBe('$2,560 / year the first year, then $3,200 / year');
    expect(detail(plan, 'Discount')).toBe('Inaugural year: 20% off the first year, applied when you buy');
    expect(detail(plan, 'Billing period')).toBe('Monthly or yearly, chosen when you buy');
    expect(within(plan).queryByText('Not set')).toBeNull();
    expect(within(plan).queryByText('None')).toBeNull();
  });

  it('shows the trial-ended screen content with both ways on when the trial ran out', async () => {
    renderMySubscription(
      buildDetails({
        status: 'ENDED',
        endReason: 'TRIAL_ENDED',
        trialEndDate: '2026-11-01T00:00:00.000Z',
        paymentType: 'FREE',
        card: null,
      }),
    );

    expect(await screen.findByText('Your free trial has ended')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe('/subscriptions#offerings');
    expect(screen.getByRole('link', { name: 'Continue with Explorer' }).getAttribute('href')).toBe(
      '/dashboard/subscription?confirmation=confirm-explorer',
    );
    expect(screen.queryByRole('region', { name: 'Cancel subscription' })).toBeNull();
  });

  it('offers the upgrade to an Explorer company, where the Explorer modal leads', async () => {
    renderMySubscription(
      buildDetails({
        plan: 'EXPLORER',
        name: 'Explorer',
        code: null,
        period: null,
        price: null,
        paymentType: 'FREE',
        endDate: null,
        card: null,
      }),
    );

    expect(await screen.findByText("You're on Explorer, the free plan")).toBeDefined();
    // What Explorer holds back is the api's catalog's sentence, word for word.
    expect(screen.getByText(buildCatalog().explorer.limits.join(' '))).toBeDefined();
    expect(screen.getByRole('link', { name: 'Upgrade to Innovator' }).getAttribute('href')).toBe(
      '/subscriptions#offerings',
    );
    const plan = await planCard();
    expect(detail(plan, 'Price')).toBe('Free');
    expect(within(plan).queryByText('Billing period')).toBeNull();
    for (const name of ['Payment method', 'Request an invoice', 'Cancel subscription'])
      expect(screen.queryByRole('region', { name })).toBeNull();
  });

  it('shows a member who does not manage billing the plan only', async () => {
    renderMySubscription(buildDetails({ canManageBilling: false, billingAdmin: false }));

    await planCard();
    expect(screen.queryByRole('region', { name: 'Payment method' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Billing period' })).toBeNull();
  });

  it('shows the error with a retry when the subscription cannot be loaded', async () => {
    renderApp('/dashboard/subscription', {
      mocks: [
        appViewerMock(viewer),
        {
          request: { query: overviewMock(buildDetails()).request.query },
          result: { errors: [{ message: 'Something went wrong.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] },
        },
        overviewMock(buildDetails()),
      ],
    });

    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await planCard()).toBeDefined();
  });

  it('is reachable without a subscription and says how to start one', async () => {
    const none = subscriptionViewer({
      subscription: buildSubscription({ plan: 'NONE', status: null, endDate: null, period: null, billingAdmin: false }),
    });
    renderApp('/dashboard/subscription', {
      mocks: [
        appViewerMock(none),
        overviewMock(
          buildDetails({
            id: null,
            plan: 'NONE',
            status: null,
            name: 'No plan',
            price: null,
            paymentType: 'NONE',
            card: null,
            endDate: null,
            period: null,
            code: null,
          }),
        ),
      ],
    });

    expect(await screen.findByText("You don't have a subscription yet")).toBeDefined();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/subscriptions#offerings');
    expect(screen.queryByRole('link', { name: 'Billing and team' })).toBeNull();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../../shared/routing/routeTypes';
import { buildReminder, buildSubscription } from '../../../test/factories';
import { appViewerMock, dashboardPageMock } from '../../../test/mocks';
import { currentUrl, renderApp } from '../../../test/renderApp';
import { buildDetails, buildOfferings } from '../testing/subscriptionFactories';
import { currentSubscriptionMock, offeringsMock, overviewMock, subscriptionViewer } from '../testing/subscriptionMocks';

const DAY_MS = 86_400_000;

// No page of the table needs more than Explorer yet: one that does shows the upgrade modal.
const proRoute: AppRoute = {
  path: '/pro',
  page: () => <h1>Pro content</h1>,
  needsLogin: true,
  plans: ['PRO'],
  shell: true,
  seo: { title: 'Pro', description: 'Pro.' },
};

describe('the subscription modals and the dashboard lead to the subscription screens', () => {
  it('takes a company without a plan from "Begin Your Free Trial!" to the offerings', async () => {
    const viewer = subscriptionViewer({
      subscription: buildSubscription({ plan: 'NONE', status: null, endDate: null, period: null }),
    });
    const { router } = renderApp('/dashboard', {
      mocks: [
        appViewerMock(viewer),
        offeringsMock(buildOfferings({ trialEligible: true })),
        currentSubscriptionMock({ id: null, plan: 'NONE', status: null, code: null, period: null }),
      ],
    });

    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Begin Your Free Trial!' })).getByRole('button', {
        name: 'Start free trial',
      }),
    );

    await waitFor(() => expect(`${currentUrl(router)}${router.state.location.hash}`).toBe('/subscriptions#offerings'));
    const card = await screen.findByRole('article', { name: 'Innovator for vendors (51-500 employees)' });
    expect(within(card).getByRole('button', { name: 'Start 180-day free trial' })).toBeDefined();
  });

  it('takes an ended subscription from "Renew Your Subscription" to the offerings', async () => {
    const viewer = subscriptionViewer({ subscription: buildSubscription({ status: 'ENDED' }) });
    const { router } = renderApp('/dashboard', {
      mocks: [
        appViewerMock(viewer),
        offeringsMock(buildOfferings()),
        currentSubscriptionMock({ id: 'sub-1', plan: 'INNOVATOR', status: 'ENDED', code: null, period: 'YEAR' }),
      ],
    });

    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Renew Your Subscription' })).getByRole('button', {
        name: 'Renew now',
      }),
    );

    await waitFor(() => expect(currentUrl(router)).toBe('/subscriptions'));
    expect(await screen.findByRole('article', { name: 'Innovator for vendors (51-500 employees)' })).toBeDefined();
  });

  it('takes Explorer from the upgrade modal to my subscription, which offers the upgrade', async () => {
    const viewer = subscriptionViewer({
      subscription: buildSubscription({ plan: 'EXPLORER', endDate: null, period: null }),
    });
    const explorer = buildDetails({
      plan: 'EXPLORER',
      name: 'Explorer',
      code: null,
      period: null,
      price: null,
      paymentType: 'FREE',
      endDate: null,
      card: null,
    });
    const { router } = renderApp('/pro', {
      mocks: [appViewerMock(viewer), overviewMock(explorer)],
      extraRoutes: [proRoute],
    });

    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Upgrade to Innovator' })).getByRole('button', {
        name: 'Upgrade',
      }),
    );

    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard/subscription'));
    expect(await screen.findByRole('link', { name: 'Upgrade to Innovator' })).toBeDefined();
  });

  it('takes the trial reminder’s "My Subscription" to the trial days left', async () => {
    const endDate = new Date(Date.now() + DAY_MS).toISOString();
    const viewer = subscriptionViewer({
      subscription: buildSubscription({
        status: 'TRIALING',
        period: null,
        endDate,
        reminder: buildReminder('FREE_TRIAL', 2),
      }),
    });
    const { router } = renderApp('/dashboard', {
      mocks: [
        appViewerMock(viewer),
        dashboardPageMock(viewer),
        overviewMock(buildDetails({ status: 'TRIALING', daysLeft: 2, endDate, period: null, paymentType: 'FREE' })),
      ],
    });

    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Your trial ends soon' })).getByRole('button', {
        name: 'My Subscription',
      }),
    );

    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard/subscription'));
    expect(await screen.findByText('Free Trial: 2 days left')).toBeDefined();
  });

  it('links the dashboard and the header to the subscription screens the viewer may open', async () => {
    const viewer = subscriptionViewer();
    renderApp('/dashboard', { mocks: [appViewerMock(viewer), dashboardPageMock(viewer)] });

    const panel = await screen.findByRole('region', { name: 'Subscription and billing' });
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/dashboard/subscription',
      '/dashboard/subscription/history',
      '/dashboard/subscription?billing=true',
      '/subscriptions#offerings',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Subscription' }).getAttribute('href')).toBe(
      '/dashboard/subscription',
    );
  });

  it('links signed-out visitors to the pricing', async () => {
    renderApp('/', { mocks: [appViewerMock(null)] });

    const account = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/subscriptions');
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildSubscription, buildUser, buildViewer } from '../../test/factories';
import { appViewerMock } from '../../test/mocks';
import { renderApp } from '../../test/renderApp';

const withSubscriptionPermission = ['MEMBER_DASHBOARD', 'MY_ACCOUNT', 'MY_SUBSCRIPTION'] as const;
const sponsor = buildCompany({
  role: { __typename: 'CompanyRole', id: 'role-sponsor', name: 'Clinical Trial Sponsor', type: 'SPONSOR' },
});

describe('billing-admin guard', () => {
  it('shows the billing view to a billing admin of the subscription', async () => {
    const viewer = buildViewer({
      permissions: [...withSubscriptionPermission],
      subscription: buildSubscription({ billingAdmin: true }),
    });
    renderApp('/dashboard/subscription?billing=true', { mocks: [appViewerMock(viewer)] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to my subscription' })).toBeDefined();
    expect(document.title).toBe('Billing | Trialbridge');
  });

  it('shows the billing view to any Explorer', async () => {
    const viewer = buildViewer({
      permissions: [...withSubscriptionPermission],
      user: buildUser({ role: 'MEMBER' }),
      subscription: buildSubscription({ plan: 'EXPLORER', billingAdmin: false, endDate: null, period: null }),
    });
    renderApp('/dashboard/subscription?billing=true', { mocks: [appViewerMock(viewer)] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeDefined();
  });

  it('asks other Innovator users to log in as a billing admin, returning to the billing view', async () => {
    const viewer = buildViewer({
      permissions: [...withSubscriptionPermission],
      user: buildUser({ role: 'COMPANY_ADMIN', company: sponsor }),
      subscription: buildSubscription({ billingAdmin: false }),
    });
    renderApp('/dashboard/subscription?billing=true', { mocks: [appViewerMock(viewer)] });

    expect(await screen.findByText('Only billing admins can see billing. Log in as a billing admin.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Fdashboard%2Fsubscription%3Fbilling%3Dtrue',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Billing' })).toBeDefined();
    expect(screen.queryByText('This section is not available yet.')).toBeNull();
  });

  it('shows an empty main area to everyone else', async () => {
    const viewer = buildViewer({
      permissions: [...withSubscriptionPermission],
      subscription: buildSubscription({ plan: 'NONE', status: null, endDate: null, period: null, billingAdmin: false }),
    });
    renderApp('/dashboard/subscription?billing=true', { mocks: [appViewerMock(viewer)] });

    const main = await screen.findByRole('main');
    await waitFor(() => expect(document.title).toBe('Billing | Trialbridge'));
    expect(main.textContent).toBe('');
    expect(screen.getByRole('banner')).toBeDefined();
  });

  it('shows my subscription, reachable without an active subscription, when the URL does not ask for billing', async () => {
    const viewer = buildViewer({
      permissions: [...withSubscriptionPermission],
      subscription: buildSubscription({ plan: 'NONE', status: null, endDate: null, period: null, billingAdmin: false }),
    });
    renderApp('/dashboard/subscription', { mocks: [appViewerMock(viewer)] });

    expect(await screen.findByRole('heading', { level: 1, name: 'My subscription' })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

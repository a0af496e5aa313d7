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
  it('greets the user and shows their profile, company and subscription when signed in', async () => {
    const viewer = buildViewer({
      user: buildUser({ firstName: 'Grace', lastName: 'Hopper', role: 'MEMBER', jobTitle: null }),
      subscription: buildSubscription({
        plan: 'EXPLORER',
        status: 'ACTIVE',
        period: null,
        endDate: null,
        billingAdmin: false,
      }),
    });
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
    expect(detail(screen.getByRole('region', { name: 'Your subscription' }), 'Plan')).toBe('Explorer');
  });

  it('shows the header with navigation, the full name and a sign-out button when signed in', async () => {
    const viewer = buildViewer();
    renderApp('/dashboard', { mocks: [appViewerMock(viewer), dashboardPageMock(viewer)] });

    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Ada Lovelace')).toBeDefined();
    expect(within(header).getByRole('button', { name: 'Sign out' })).toBeDefined();
    // The shell loads the header's links after the first paint.
    const nav = await within(header).findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/my-account');
    expect(document.title).toBe('Dashboard | Trialbridge');
  });

  it('links to the profile, security and interests tabs of my account when the viewer may open them', async () => {
    const viewer = buildViewer();
    renderApp('/dashboard', { mocks: [appViewerMock(viewer), dashboardPageMock(viewer)] });

    const shortcuts = await screen.findByRole('region', { name: 'Shortcuts' });
    expect(within(shortcuts).getByRole('link', { name: 'Edit my account' }).getAttribute('href')).toBe(
      '/my-account?tab=profile',
    );
    expect(within(shortcuts).getByRole('link', { name: 'Security settings' }).getAttribute('href')).toBe(
      '/my-account?tab=security',
    );
    expect(within(shortcuts).getByRole('link', { name: 'Key areas of interest' }).getAttribute('href')).toBe(
      '/my-account?tab=interests',
    );
  });

  it('leaves out the security shortcut when acting as another user', async () => {
    const viewer = buildViewer({
      isAdmin: true,
      isImpersonated: true,
      permissions: ['MEMBER_DASHBOARD', 'MY_ACCOUNT'],
    });
    renderApp('/dashboard', { mocks: [appViewerMock(viewer), dashboardPageMock(viewer)] });

    const shortcuts = await screen.findByRole('region', { name: 'Shortcuts' });
    expect(within(shortcuts).queryByRole('link', { name: 'Security settings' })).toBeNull();
    expect(within(shortcuts).getByRole('link', { name: 'Edit my account' })).toBeDefined();
  });

  it('links the company admin to their company profile, its edit form and its API keys', async () => {
    const viewer = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'MY_ACCOUNT', 'COMPANY_EDIT', 'API_KEYS'] });
    renderApp('/dashboard', { mocks: [appViewerMock(viewer), dashboardPageMock(viewer)] });

    const company = await screen.findByRole('region', { name: 'Your company' });
    expect(within(company).getByRole('link', { name: 'View company profile' }).getAttribute('href')).toBe(
      '/companies/northwind-trials',
    );
    expect(within(company).getByRole('link', { name: 'Edit company' }).getAttribute('href')).toBe(
      '/companies/northwind-trials/edit',
    );
    expect(within(company).getByRole('link', { name: 'API keys for integrations' }).getAttribute('href')).toBe(
      '/dashboard/api-keys',
    );
  });

  it('offers a member without the edit permission the profile only', async () => {
    const viewer = buildViewer({ user: buildUser({ role: 'MEMBER' }) });
    renderApp('/dashboard', { mocks: [appViewerMock(viewer), dashboardPageMock(viewer)] });

    const company = await screen.findByRole('region', { name: 'Your company' });
    expect(within(company).getByRole('link', { name: 'View company profile' })).toBeDefined();
    expect(within(company).queryByRole('link', { name: 'Edit company' })).toBeNull();
    expect(within(company).queryByRole('link', { name: 'API keys for integrations' })).toBeNull();
  });

  it('shows no join requests to a member who is not a company admin', async () => {
    const viewer = buildViewer({ user: buildUser({ role: 'MEMBER' }) });
    renderApp('/dashboard', { mocks: [appViewerMock(viewer), dashboardPageMock(viewer)] });

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeDefined();
    expect(screen.queryByRole('region', { name: /Requests to join/ })).toBeNull();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImpersonationPickerPageQueryDocument } from '../../features/impersonation/pages/ImpersonationPickerPage';
import { buildAdminWithoutTarget, buildViewer } from '../../test/factories';
import { appViewerMock, dashboardPageMock } from '../../test/mocks';
import { currentUrl, renderApp } from '../../test/renderApp';

const emptyTargetsMock = {
  request: { query: ImpersonationPickerPageQueryDocument, variables: { search: null, page: { page: 0, size: 10 } } },
  result: {
    data: {
      impersonationTargets: { __typename: 'UserPage', items: [], page: 0, size: 10, totalElements: 0, totalPages: 0 },
    },
  },
};

describe('RouteGate', () => {
  it('shows the loading screen when the session has not loaded yet', async () => {
    renderApp('/dashboard', { mocks: [{ ...appViewerMock(null), delay: Number.POSITIVE_INFINITY }] });

    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Loading Trialbridge…');
  });

  it('redirects to /login with returnTo when a signed-out visitor opens a page that needs login', async () => {
    const { router } = renderApp('/dashboard?tab=company', { mocks: [appViewerMock(null)] });

    expect(await screen.findByRole('heading', { name: 'Sign in to Trialbridge' })).toBeDefined();
    expect(currentUrl(router)).toBe('/login?returnTo=%2Fdashboard%3Ftab%3Dcompany');
  });

  it('sends an admin without an impersonation target to /impersonate when they open another page', async () => {
    const { router } = renderApp('/dashboard', { mocks: [appViewerMock(buildAdminWithoutTarget()), emptyTargetsMock] });

    expect(await screen.findByRole('heading', { name: 'Choose a user to act as' })).toBeDefined();
    expect(currentUrl(router)).toBe('/impersonate');
  });

  it('lets an admin without a target stay on the sign-in page when they open it', async () => {
    const { router } = renderApp('/login', { mocks: [appViewerMock(buildAdminWithoutTarget())] });

    expect(await screen.findByRole('heading', { name: 'Sign in to Trialbridge' })).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(currentUrl(router)).toBe('/login');
  });

  it('sends a non-admin to the dashboard when they open the impersonation picker', async () => {
    const viewer = buildViewer();
    const { router } = renderApp('/impersonate', { mocks: [appViewerMock(viewer), dashboardPageMock(viewer)] });

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeDefined();
    expect(currentUrl(router)).toBe('/dashboard');
  });

  it('denies access when the viewer lacks the route permission', async () => {
    renderApp('/dashboard', { mocks: [appViewerMock(buildViewer({ permissions: ['MY_ACCOUNT'] }))] });

    expect(await screen.findByRole('heading', { name: "You don't have permissions to access this page" })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to Dashboard.' }).getAttribute('href')).toBe('/dashboard');
  });

  it('redirects / to the dashboard when signed in', async () => {
    const { router } = renderApp('/', { mocks: [appViewerMock(buildViewer())] });

    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard'));
  });

  it('redirects / to /login when signed out', async () => {
    const { router } = renderApp('/', { mocks: [appViewerMock(null)] });

    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
  });

  it('shows the 404 page and sets the title when the path is unknown', async () => {
    renderApp('/no/such/page', { mocks: [appViewerMock(null)] });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeDefined();
    expect(document.title).toBe('Page not found | Trialbridge');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });
});

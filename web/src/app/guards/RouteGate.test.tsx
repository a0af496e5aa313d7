import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginPageSignInDocument } from '../../features/auth/testing/authDocuments';
import { ImpersonationPickerPageQueryDocument } from '../../features/impersonation/testing/impersonationDocuments';
import { buildAdminWithoutTarget, buildAppConfig, buildViewer } from '../../test/factories';
import { appConfigMock, appViewerMock, createSessionMock, dashboardPageMock, faqPageMock } from '../../test/mocks';
import { currentUrl, renderApp } from '../../test/renderApp';
import { AppViewerQueryDocument } from '../session/SessionProvider';

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

  it('shows the not-logged-in page with a login link carrying the URL when a signed-out visitor opens a page that needs login', async () => {
    const { router } = renderApp('/dashboard?tab=company', { mocks: [appViewerMock(null)] });

    expect(
      await screen.findByRole('heading', { name: 'To access the page you need to be logged in to Trialbridge' }),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Fdashboard%3Ftab%3Dcompany',
    );
    expect(currentUrl(router)).toBe('/dashboard?tab=company');
  });

  it('names the configured brand on the not-logged-in page when appConfig sets one', async () => {
    renderApp('/my-account', {
      mocks: [appConfigMock(buildAppConfig({ brandName: 'Acme Research' })), appViewerMock(null)],
    });

    expect(
      await screen.findByRole('heading', { name: 'To access the page you need to be logged in to Acme Research' }),
    ).toBeDefined();
    expect(document.title).toBe('My account | Acme Research');
  });

  it('returns to the page after sign-in when the visitor follows the login link', async () => {
    const viewer = buildViewer();
    const session = createSessionMock(null);
    const signIn = {
      request: {
        query: LoginPageSignInDocument,
        variables: { input: { email: 'ada@northwind.test', password: 'secret-password', rememberMe: false } },
      },
      result: () => {
        session.set(viewer);
        return {
          data: {
            signIn: {
              __typename: 'SignInPayload',
              viewer: { __typename: 'Viewer', needsImpersonationTarget: false },
              challenge: null,
              errors: [],
            },
          },
        };
      },
    };
    const { router } = renderApp('/dashboard', { mocks: [session.mock, signIn, dashboardPageMock(viewer)] });

    fireEvent.click(await screen.findByRole('link', { name: 'Log in' }));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@northwind.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeDefined();
    expect(currentUrl(router)).toBe('/dashboard');
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

  it('denies access with a link to the dashboard when the viewer lacks the route permission', async () => {
    renderApp('/dashboard', { mocks: [appViewerMock(buildViewer({ permissions: ['MY_ACCOUNT'] }))] });

    expect(
      await screen.findByRole('heading', { name: "You don't have permissions to access this page" }),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to Dashboard.' }).getAttribute('href')).toBe('/dashboard');
  });

  it.each(['/no/such/page', '/404'])('shows the 404 error page when the path is %s', async (path) => {
    renderApp(path, { mocks: [appViewerMock(null)] });

    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeDefined();
    expect(screen.getByText('The page you are looking for does not exist.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Click here to go back to the homepage.' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Page not found | Trialbridge');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it('shows the generic error page with a retry when the session cannot be loaded', async () => {
    renderApp('/dashboard', {
      mocks: [{ request: { query: AppViewerQueryDocument }, error: new Error('connect ECONNREFUSED') }],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeDefined();
    expect(screen.queryByText(/ECONNREFUSED/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Click here to go back to the homepage.' })).toBeDefined();
  });
});

describe('RouteGate route texts and guards', () => {
  it("sets a public page's title and canonical URL", async () => {
    renderApp('/faq', { mocks: [faqPageMock(), appViewerMock(null)] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeDefined();
    expect(document.title).toBe('Frequently asked questions | Trialbridge');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/faq`);
  });

  it('denies a page that needs a permission the viewer lacks', async () => {
    renderApp('/dashboard/rewards', { mocks: [appViewerMock(buildViewer({ permissions: ['MEMBER_DASHBOARD'] }))] });

    expect(
      await screen.findByRole('heading', { name: "You don't have permissions to access this page" }),
    ).toBeDefined();
  });

  it('fills a canonical URL from the path when a public route has parameters', async () => {
    renderApp('/summaries/reports/q3-2026', { mocks: [appViewerMock(buildViewer())] });

    await waitFor(() =>
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${window.location.origin}/summaries/reports/q3-2026`,
      ),
    );
    expect(document.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      `${window.location.origin}/summaries/reports/q3-2026`,
    );
  });
});

describe('RouteGate SEO', () => {
  it('replaces the title and tags when the viewer navigates from a public page to a private one', async () => {
    const viewer = buildViewer();
    const { router } = renderApp('/faq', { mocks: [faqPageMock(), appViewerMock(viewer), dashboardPageMock(viewer)] });
    await screen.findByRole('heading', { name: 'Frequently asked questions' });
    const head = document.head;
    expect(head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Frequently asked questions | Trialbridge',
    );
    expect(head.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary');
    expect(head.querySelector('meta[name="robots"]')).toBeNull();

    await act(() => router.navigate('/dashboard'));
    await screen.findByRole('heading', { name: 'Welcome, Ada' });

    expect(document.title).toBe('Dashboard | Trialbridge');
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Your profile, company and subscription.',
    );
    expect(head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(head.querySelector('meta[property^="og:"]')).toBeNull();
    expect(head.querySelector('meta[name^="twitter:"]')).toBeNull();
  });
});

describe('RouteGate home page', () => {
  it('offers to join or sign in when signed out', async () => {
    renderApp('/', { mocks: [appViewerMock(null)] });

    const hero = await screen.findByRole('region', { name: 'Find the right clinical research partners, faster' });
    expect(within(hero).getByRole('link', { name: 'Join now' }).getAttribute('href')).toBe('/register');
    expect(within(hero).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(
      within(hero).getByText('Every company starts with a 180-day free trial of the full platform.'),
    ).toBeDefined();
    for (const audience of ['For sponsors', 'For sites', 'For vendors']) {
      expect(screen.getByRole('heading', { level: 2, name: audience })).toBeDefined();
    }
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(within(header).getByRole('link', { name: 'Join now' }).getAttribute('href')).toBe('/register');
  });

  it('offers the dashboard when signed in', async () => {
    const { router } = renderApp('/', { mocks: [appViewerMock(buildViewer())] });

    const hero = await screen.findByRole('region', { name: 'Find the right clinical research partners, faster' });
    expect(within(hero).getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(within(hero).queryByRole('link', { name: 'Join now' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Clinical research partners, found | Trialbridge'));
    expect(currentUrl(router)).toBe('/');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AppRoute } from '../../shared/routing/routeTypes';
import { SignOutDocument } from '../../shared/session/useSignOut';
import { buildAppConfig, buildCompany, buildSubscription, buildUser, buildViewer } from '../../test/factories';
import { appConfigMock, appViewerMock, createSessionMock, dashboardPageMock } from '../../test/mocks';
import { currentUrl, renderApp } from '../../test/renderApp';

const DAY_MS = 86_400_000;

// A page needing more than Explorer: no route of the table does yet, later features will.
function ProPage() {
  return <h1>Pro content</h1>;
}
const proRoute: AppRoute = {
  path: '/pro',
  page: ProPage,
  needsLogin: true,
  plans: ['PRO'],
  shell: true,
  seo: { title: 'Pro', description: 'Pro.' },
};

// A public page of the paid area without a preview: visitors get the modal over a short note.
const publicProRoute: AppRoute = { ...proRoute, path: '/pro-public', needsLogin: false };

// A page with a preview: what anyone may see, and the guard's way on.
const previewRoute: AppRoute = {
  ...proRoute,
  path: '/pro-preview',
  needsLogin: false,
  plans: ['INNOVATOR'],
  preview: ({ callToAction }) => (
    <>
      <h1>Public part</h1>
      {callToAction('the whole page')}
    </>
  ),
};

describe('PlanRequired', () => {
  it('asks a signed-out visitor to join when a public page needs a subscription', async () => {
    renderApp('/pro-public', { mocks: [appViewerMock(null)], extraRoutes: [publicProRoute] });

    const dialog = await screen.findByRole('dialog', { name: 'Join for Access' });
    expect(within(dialog).getByRole('button', { name: 'Join now' })).toBeDefined();
    expect(within(dialog).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Fpro-public',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Join to see this page', hidden: true })).toBeDefined();
    expect(screen.queryByText('This section is not available yet.')).toBeNull();
  });

  it('leads to registration when the visitor chooses to join', async () => {
    const { router } = renderApp('/pro-public', { mocks: [appViewerMock(null)], extraRoutes: [publicProRoute] });

    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Join for Access' })).getByRole('button', { name: 'Join now' }),
    );

    await waitFor(() => expect(currentUrl(router)).toBe('/register'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("asks a visitor once on a page with a preview: by the preview's own call to join, no modal over it", async () => {
    renderApp('/pro-preview', { mocks: [appViewerMock(null)], extraRoutes: [previewRoute] });

    const way = await screen.findByRole('region', { name: 'Join to see the whole page' });
    expect(within(way).getByRole('link', { name: 'Join now' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('heading', { level: 1, name: 'Public part' })).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leads Explorer to the subscription page when they choose to upgrade', async () => {
    const viewer = buildViewer({ subscription: buildSubscription({ plan: 'EXPLORER', endDate: null, period: null }) });
    const { router } = renderApp('/pro', {
      mocks: [appViewerMock(viewer)],
      routes: [
        proRoute,
        { ...proRoute, path: '/dashboard/subscription', plans: undefined, page: () => <h1>My subscription</h1> },
      ],
    });

    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Upgrade to Innovator' })).getByRole('button', {
        name: 'Upgrade',
      }),
    );

    expect(await screen.findByRole('heading', { name: 'My subscription' })).toBeDefined();
    expect(currentUrl(router)).toBe('/dashboard/subscription');
  });

  it('offers the free trial, leading to the offerings, when the company has no plan', async () => {
    const viewer = buildViewer({
      subscription: buildSubscription({ plan: 'NONE', status: null, endDate: null, period: null, billingAdmin: false }),
    });
    const { router } = renderApp('/dashboard', { mocks: [appViewerMock(viewer)] });

    const dialog = await screen.findByRole('dialog', { name: 'Begin Your Free Trial!' });
    expect(dialog.textContent).toContain('180 days');
    expect(screen.queryByRole('heading', { name: /Welcome/ })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Start free trial' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/subscriptions'));
    expect(router.state.location.hash).toBe('#offerings');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeDefined();
  });

  it.each([
    [
      'an ended annual subscription',
      buildSubscription({ status: 'ENDED', period: 'YEAR', endDate: '2026-01-31T00:00:00.000Z' }),
    ],
    [
      'an expired trial',
      buildSubscription({
        status: 'TRIALING',
        period: null,
        endDate: new Date(Date.now() - 2 * DAY_MS).toISOString(),
        inForce: false,
      }),
    ],
    [
      'a past-due subscription whose grace period is over',
      buildSubscription({
        status: 'PAST_DUE',
        period: 'MONTH',
        endDate: new Date(Date.now() - 20 * DAY_MS).toISOString(),
        inForce: false,
      }),
    ],
  ])('asks to renew, leading to the offerings, when the company has %s', async (_case, subscription) => {
    const { router } = renderApp('/dashboard', { mocks: [appViewerMock(buildViewer({ subscription }))] });

    const dialog = await screen.findByRole('dialog', { name: 'Renew Your Subscription' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renew now' }));

    await waitFor(() => expect(`${currentUrl(router)}${router.state.location.hash}`).toBe('/subscriptions#offerings'));
  });

  it('lets Explorer in when the page requires Innovator', async () => {
    const viewer = buildViewer({ subscription: buildSubscription({ plan: 'EXPLORER', endDate: null, period: null }) });
    renderApp('/dashboard', { mocks: [appViewerMock(viewer), dashboardPageMock(viewer)] });

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the freemium message with an upgrade and a one-time trial extension mail when Explorer needs more', async () => {
    const viewer = buildViewer({
      user: buildUser({ company: buildCompany({ name: 'Lakeshore Research Institute' }) }),
      subscription: buildSubscription({ plan: 'EXPLORER', endDate: null, period: null }),
    });
    renderApp('/pro', {
      mocks: [appConfigMock(buildAppConfig({ supportEmail: 'team@trialbridge.example' })), appViewerMock(viewer)],
      routes: [proRoute],
    });

    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Innovator' });
    expect(within(dialog).getByRole('button', { name: 'Upgrade' })).toBeDefined();
    const extension = within(dialog).getByRole('link', { name: 'Request a free trial extension' });
    const mailto = new URL(extension.getAttribute('href') ?? '');
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.pathname).toBe('team@trialbridge.example');
    expect(mailto.searchParams.get('subject')).toBe('Free trial extension request: Lakeshore Research Institute');

    // jsdom cannot follow mailto: links; the click handler is what matters here.
    extension.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(extension);
    expect(within(dialog).queryByRole('link', { name: 'Request a free trial extension' })).toBeNull();

    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'See your options' }));
    const reopened = await screen.findByRole('dialog', { name: 'Upgrade to Innovator' });
    expect(within(reopened).queryByRole('link', { name: 'Request a free trial extension' })).toBeNull();
  });

  it('signs out and resets the cache when a signed-in viewer has no subscription data', async () => {
    const session = createSessionMock(buildViewer({ subscription: null }));
    const signOut = vi.fn(() => {
      session.set(null);
      return { data: { signOut: { __typename: 'SuccessPayload', success: true } } };
    });
    const { router } = renderApp('/dashboard', {
      mocks: [session.mock, { request: { query: SignOutDocument }, result: signOut }],
    });

    expect(await screen.findByRole('heading', { name: 'Sign in to Trialbridge' })).toBeDefined();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(currentUrl(router)).toBe('/login');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    [
      'a company whose subscription ended',
      buildViewer({
        subscription: buildSubscription({ status: 'ENDED', period: 'YEAR', endDate: '2026-01-31T00:00:00.000Z' }),
      }),
      'Renew Your Subscription',
      'Renew to see the whole page',
      'Renew now',
      '/subscriptions#offerings',
    ],
  ])(
    "shows the route's preview with the way on, and no note, when %s opens a page with a preview",
    async (_who, viewer, modalTitle, wayTitle, action, href) => {
      renderApp('/pro-preview', { mocks: [appViewerMock(viewer)], extraRoutes: [previewRoute] });

      const dialog = await screen.findByRole('dialog', { name: modalTitle });
      expect(screen.getByRole('heading', { level: 1, name: 'Public part', hidden: true })).toBeDefined();
      expect(
        screen.queryByRole('heading', { name: /Join to see this page|This page needs a subscription/, hidden: true }),
      ).toBeNull();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      const way = screen.getByRole('region', { name: wayTitle });
      expect(within(way).getByRole('link', { name: action }).getAttribute('href')).toBe(href);
    },
  );
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignOutDocument } from '../../shared/session/useSignOut';
import { buildCompany, buildReminder, buildSubscription, buildUser, buildViewer } from '../../test/factories';
import type { TestSubscription } from '../../test/factories';
import { appViewerMock, createSessionMock, dashboardPageMock } from '../../test/mocks';
import { currentUrl, renderApp } from '../../test/renderApp';

const DAY_MS = 86_400_000;
const sponsor = buildCompany({
  name: 'Helixa Biotherapeutics',
  role: { __typename: 'CompanyRole', id: 'role-sponsor', name: 'Clinical Trial Sponsor', type: 'SPONSOR' },
});

/** A trial ending tomorrow: the api says a reminder is due, 2 days left counting today. */
function trialEndingTomorrow(): TestSubscription {
  return buildSubscription({
    status: 'TRIALING',
    period: null,
    endDate: new Date(Date.now() + DAY_MS).toISOString(),
    reminder: buildReminder('FREE_TRIAL', 2),
  });
}

function vendorViewer(subscription: TestSubscription) {
  return buildViewer({ subscription });
}

describe('useSessionStartModals', () => {
  it('reminds a non-sponsor whose trial ends tomorrow, with the days left and a way to the subscription', async () => {
    const viewer = vendorViewer(trialEndingTomorrow());
    const { router } = renderApp('/dashboard', { mocks: [appViewerMock(viewer), dashboardPageMock(viewer)] });

    const dialog = await screen.findByRole('dialog', { name: 'Your trial ends soon' });
    expect(within(dialog).getByText('Free Trial')).toBeDefined();
    expect(within(dialog).getByText('2 days left')).toBeDefined();

    fireEvent.click(within(dialog).getByRole('button', { name: 'My Subscription' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard/subscription'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reminds a past-due non-sponsor of the grace period', async () => {
    // Monthly, the unpaid period ending in 25 days: it began about 5 days ago, and the api says
    // the grace period (15 days after that) has 11 days left.
    const viewer = vendorViewer(
      buildSubscription({
        status: 'PAST_DUE',
        period: 'MONTH',
        endDate: new Date(Date.now() + 25 * DAY_MS).toISOString(),
        reminder: buildReminder('GRACE_PERIOD', 11),
      }),
    );
    renderApp('/dashboard', { mocks: [appViewerMock(viewer), dashboardPageMock(viewer)] });

    const dialog = await screen.findByRole('dialog', { name: 'Payment needed' });
    expect(within(dialog).getByText('Grace Period')).toBeDefined();
    expect(within(dialog).getByText(/^\d+ days? left$/)).toBeDefined();
  });

  it('shows the reminder once per session when the user moves on inside the app', async () => {
    const viewer = vendorViewer(trialEndingTomorrow());
    const { router } = renderApp('/dashboard', { mocks: [appViewerMock(viewer), dashboardPageMock(viewer)] });
    const dialog = await screen.findByRole('dialog', { name: 'Your trial ends soon' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remind me later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(() => router.navigate('/faq'));
    await act(() => router.navigate('/dashboard'));

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not show the reminder again when the same tab reloads during the session', async () => {
    const viewer = vendorViewer(trialEndingTomorrow());
    const first = renderApp('/dashboard', { mocks: [appViewerMock(viewer), dashboardPageMock(viewer)] });
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'Your trial ends soon' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    renderApp('/dashboard', { mocks: [appViewerMock(viewer), dashboardPageMock(viewer)] });

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the reminder again after signing out and in', async () => {
    const viewer = vendorViewer(trialEndingTomorrow());
    const session = createSessionMock(viewer);
    const signOut = {
      request: { query: SignOutDocument },
      result: () => {
        session.set(null);
        return { data: { signOut: { __typename: 'SuccessPayload', success: true } } };
      },
    };
    const first = renderApp('/dashboard', { mocks: [session.mock, dashboardPageMock(viewer), signOut] });
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Your trial ends soon' })).getByRole('button', {
        name: 'Remind me later',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in to Trialbridge' });
    first.unmount();

    renderApp('/dashboard', { mocks: [appViewerMock(viewer), dashboardPageMock(viewer)] });

    expect(await screen.findByRole('dialog', { name: 'Your trial ends soon' })).toBeDefined();
  });

  it('does not remind a sponsor company of its trial', async () => {
    // The api answers no reminder for a sponsor's trial.
    const viewer = buildViewer({
      user: buildUser({ company: sponsor }),
      subscription: buildSubscription({
        status: 'TRIALING',
        period: null,
        endDate: new Date(Date.now() + DAY_MS).toISOString(),
      }),
    });
    renderApp('/dashboard', { mocks: [appViewerMock(viewer), dashboardPageMock(viewer)] });

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks a sponsor to complete their interests, leading to the interests tab', async () => {
    const viewer = buildViewer({ user: buildUser({ company: sponsor }), isInterestsRequired: true });
    const { router } = renderApp('/dashboard', { mocks: [appViewerMock(viewer), dashboardPageMock(viewer)] });

    const dialog = await screen.findByRole('dialog', { name: 'Key Areas of Interest Required' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete my interests' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/my-account?tab=interests'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('waits until the sponsor leaves the subscriptions page before asking for interests', async () => {
    const viewer = buildViewer({ user: buildUser({ company: sponsor }), isInterestsRequired: true });
    const { router } = renderApp('/subscriptions', { mocks: [appViewerMock(viewer), dashboardPageMock(viewer)] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(() => router.navigate('/dashboard'));

    expect(await screen.findByRole('dialog', { name: 'Key Areas of Interest Required' })).toBeDefined();
  });
});

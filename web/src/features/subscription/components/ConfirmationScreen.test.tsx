import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appViewerMock } from '../../../test/mocks';
import { currentUrl, renderApp } from '../../../test/renderApp';
import { buildCatalog, buildDetails, userError } from '../testing/subscriptionFactories';
import type { TestDetails, TestUserError } from '../testing/subscriptionFactories';
import { confirmationScreenMock, overviewMock, subscriptionViewer } from '../testing/subscriptionMocks';
import { ConfirmExplorerChooseDocument } from './ConfirmExplorer';

const viewer = subscriptionViewer();

function renderConfirmation(
  slug: string,
  details: TestDetails = buildDetails(),
  ...mocks: Parameters<typeof renderApp>[1]['mocks']
) {
  return renderApp(`/dashboard/subscription?confirmation=${slug}`, {
    mocks: [appViewerMock(viewer), confirmationScreenMock(details), overviewMock(details), ...mocks],
  });
}

function chooseExplorerMock(confirmation: string | null, errors: TestUserError[] = []) {
  return {
    request: { query: ConfirmExplorerChooseDocument },
    result: {
      data: {
        chooseExplorer: {
          __typename: 'ChooseExplorerPayload',
          confirmation,
          subscription: confirmation
            ? { __typename: 'SubscriptionDetails', id: 'sub-1', plan: 'EXPLORER', status: 'ACTIVE' }
            : null,
          errors,
        },
      },
    },
  };
}

describe('ConfirmationScreen', () => {
  it.each([
    ['payment-received', 'Payment received'],
    ['payment-canceled', 'Payment canceled'],
    ['trial-ended', 'Your free trial has ended'],
    ['subscription-deactivated', 'Subscription deactivated'],
    ['innovator-started', 'Innovator started'],
    ['innovator-updated', 'Innovator updated'],
    ['explorer-started', 'Explorer started'],
    ['confirm-explorer', 'Continue with Explorer?'],
    ['failed-to-subscribe', 'Failed to subscribe'],
  ])('shows the %s screen with its heading focused', async (slug, title) => {
    renderConfirmation(slug);

    const heading = await screen.findByRole('heading', { level: 1, name: title });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.title).toBe('My subscription | Trialbridge');
  });

  it('shows my subscription when the confirmation is unknown', async () => {
    renderConfirmation('something-else');

    expect(await screen.findByRole('heading', { level: 1, name: 'My subscription' })).toBeDefined();
  });

  it('switches to Explorer and shows Explorer started once the choice is confirmed', async () => {
    const { router } = renderConfirmation(
      'confirm-explorer',
      buildDetails({ status: 'TRIALING' }),
      chooseExplorerMock('EXPLORER_STARTED'),
    );

    expect(await screen.findByText('Your free trial of Innovator ends as soon as you choose Explorer.')).toBeDefined();
    // What Explorer includes and holds back: the api's catalog, line for line.
    const { explorer } = buildCatalog();
    // (The footer's link lists are the shell's: only the page's own main content is read.)
    const lists = within(screen.getByRole('main'))
      .getAllByRole('list')
      .map((list) =>
        within(list)
          .getAllByRole('listitem')
          .map((i) => i.textContent),
      );
    expect(lists).toEqual([explorer.includes, explorer.limits]);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, continue with Explorer' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard/subscription?confirmation=explorer-started'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Explorer started' })).toBeDefined();
    expect(await screen.findByText(explorer.limits[0] ?? '')).toBeDefined();
  });

  it('stays on the confirmation with the server’s message when Explorer is refused', async () => {
    const refusal = 'Your company already has an active Innovator subscription. Cancel it first.';
    const { router } = renderConfirmation(
      'confirm-explorer',
      buildDetails(),
      chooseExplorerMock(null, [userError('CONFLICT', refusal)]),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Yes, continue with Explorer' }));

    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    expect(currentUrl(router)).toBe('/dashboard/subscription?confirmation=confirm-explorer');
    expect(screen.getByRole('link', { name: 'Back to plans' }).getAttribute('href')).toBe('/subscriptions#offerings');
  });

  it('says until when access lasts after a cancellation at the end of the period', async () => {
    renderConfirmation('subscription-deactivated', buildDetails({ cancelAtPeriodEnd: true }));

    expect(
      await screen.findByText(
        `Your subscription is canceled. Your company keeps full access until Mar 1, 2027, and you won't be charged again.`,
      ),
    ).toBeDefined();
  });

  it('says when the trial ended and offers a plan or Explorer', async () => {
    renderConfirmation(
      'trial-ended',
      buildDetails({ status: 'ENDED', endReason: 'TRIAL_ENDED', trialEndDate: '2026-11-01T00:00:00.000Z' }),
    );

    expect(
      await screen.findByText(
        `Your 180-day free trial ended on Nov 1, 2026. Choose Innovator to keep full access for your company, or continue free with Explorer.`,
      ),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Continue with Explorer' }).getAttribute('href')).toBe(
      '/dashboard/subscription?confirmation=confirm-explorer',
    );
  });

  it('falls back to a general message when failed to subscribe is reloaded without the server’s', async () => {
    renderConfirmation('failed-to-subscribe');

    expect((await screen.findByRole('alert')).textContent).toBe("Your payment didn't go through.");
    expect(screen.getByRole('button', { name: 'Update payment method' })).toBeDefined();
  });
});

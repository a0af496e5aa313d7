import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveAppFor } from '../../../shared/leaveApp';
import { appViewerMock } from '../../../test/mocks';
import { currentUrl, renderApp } from '../../../test/renderApp';
import { cardSetupMock, invoiceRequestMock } from '../../billing/testing/billingMocks';
import { CancelSubscriptionDocument } from '../components/CancelSubscription';
import { ChangePeriodFormDocument } from '../components/ChangePeriodForm';
import { buildDetails, usd } from '../testing/subscriptionFactories';
import type { TestDetails } from '../testing/subscriptionFactories';
import { confirmationScreenMock, overviewMock, subscriptionViewer } from '../testing/subscriptionMocks';

vi.mock('../../../shared/leaveApp', () => ({ leaveAppFor: vi.fn(() => true) }));
beforeEach(() => vi.mocked(leaveAppFor).mockClear());

const viewer = subscriptionViewer();

function renderMySubscription(details: TestDetails, ...mocks: Parameters<typeof renderApp>[1]['mocks']) {
  return renderApp('/dashboard/subscription', {
    mocks: [appViewerMock(viewer), overviewMock(details), confirmationScreenMock(details), ...mocks],
  });
}

// What a billing admin does on My subscription: the card, the period, cancelling, invoices.
describe('MySubscriptionPage actions', () => {
  it('warns of the grace period and opens the card page to update the payment method when past due', async () => {
    const details = buildDetails({ status: 'PAST_DUE', daysLeft: 7, gracePeriodEndDate: '2026-12-05T00:00:00.000Z' });
    renderMySubscription(
      details,
      cardSetupMock('/dashboard/subscription', 'sub-1', 'http://127.0.0.1:4000/payments/local/cards/tok_9'),
    );

    expect(await screen.findByText('Grace Period: 7 days left')).toBeDefined();
    expect(
      screen.getByText(
        `Your last payment didn't go through. Update your payment method by Dec 5, 2026 to keep full access.`,
      ),
    ).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Update payment method' }));

    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith('http://127.0.0.1:4000/payments/local/cards/tok_9'));
  });

  it('opens the card page for the subscription when the billing admin manages the card', async () => {
    renderMySubscription(
      buildDetails(),
      cardSetupMock('/dashboard/subscription', 'sub-1', 'https://billing.stripe.com/p/session/test_1'),
    );

    const region = await screen.findByRole('region', { name: 'Payment method' });
    fireEvent.click(within(region).getByRole('button', { name: 'Manage card' }));

    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_1'));
  });

  it('says the card was saved and drops the parameter when the card page returns', async () => {
    const { router } = renderApp('/dashboard/subscription?card=saved', {
      mocks: [appViewerMock(viewer), overviewMock(buildDetails())],
    });

    expect(await screen.findByText('Your card was saved. It will be used for your next payment.')).toBeDefined();
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard/subscription'));
  });

  it('changes the billing period and shows Innovator updated', async () => {
    const change = {
      request: { query: ChangePeriodFormDocument, variables: { subscriptionId: 'sub-1', period: 'MONTH' } },
      result: {
        data: {
          changeSubscriptionPeriod: {
            __typename: 'ChangeSubscriptionPeriodPayload',
            confirmation: 'INNOVATOR_UPDATED',
            subscription: {
              __typename: 'SubscriptionDetails',
              id: 'sub-1',
              period: 'YEAR',
              scheduledPeriod: 'MONTH',
              endDate: '2027-03-01T00:00:00.000Z',
              price: usd(3200),
            },
            errors: [],
          },
        },
      },
    };
    const { router } = renderApp('/dashboard/subscription', {
      mocks: [
        appViewerMock(viewer),
        overviewMock(buildDetails()),
        confirmationScreenMock(buildDetails({ scheduledPeriod: 'MONTH' })),
        change,
      ],
    });

    const region = await screen.findByRole('region', { name: 'Billing period' });
    const submit = within(region).getByRole('button', { name: 'Change billing period' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(within(region).getByRole('radio', { name: 'Monthly' }));
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);

    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard/subscription?confirmation=innovator-updated'));
    expect(
      await screen.findByText(
        `Your changes are saved. From your next renewal on Mar 1, 2027, you'll be billed monthly.`,
      ),
    ).toBeDefined();
  });

  it('cancels after a confirmation that says access lasts to the end date, then shows subscription deactivated', async () => {
    const cancel = {
      request: { query: CancelSubscriptionDocument, variables: { subscriptionId: 'sub-1' } },
      result: {
        data: {
          cancelSubscription: {
            __typename: 'CancelSubscriptionPayload',
            confirmation: 'SUBSCRIPTION_DEACTIVATED',
            subscription: {
              __typename: 'SubscriptionDetails',
              id: 'sub-1',
              status: 'ACTIVE',
              cancelAtPeriodEnd: true,
              canceledAt: '2026-11-21T00:00:00.000Z',
              endDate: '2027-03-01T00:00:00.000Z',
            },
            errors: [],
          },
        },
      },
    };
    const { router } = renderApp('/dashboard/subscription', {
      mocks: [
        appViewerMock(viewer),
        overviewMock(buildDetails()),
        confirmationScreenMock(buildDetails({ cancelAtPeriodEnd: true })),
        cancel,
      ],
    });

    const region = await screen.findByRole('region', { name: 'Cancel subscription' });
    fireEvent.click(within(region).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' });
    expect(
      within(region).getByText(
        `If you cancel, your company keeps full access until Mar 1, 2027, and you won't be charged again.`,
      ),
    ).toBeDefined();
    expect(
      within(dialog).getByText(
        `If you cancel now, your company keeps full access until Mar 1, 2027, and you won't be charged again.`,
      ),
    ).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel my subscription' }));

    await waitFor(() =>
      expect(currentUrl(router)).toBe('/dashboard/subscription?confirmation=subscription-deactivated'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription deactivated' })).toBeDefined();
  });

  it('requests an invoice with a message, refusing an empty one', async () => {
    renderMySubscription(buildDetails(), invoiceRequestMock('PO 4711, please.'));

    const region = await screen.findByRole('region', { name: 'Request an invoice' });
    fireEvent.click(within(region).getByRole('button', { name: 'Request an invoice' }));
    expect(await within(region).findByText('Message cannot be empty')).toBeDefined();
    fireEvent.change(within(region).getByRole('textbox', { name: 'Message' }), {
      target: { value: ' PO 4711, please. ' },
    });
    fireEvent.click(within(region).getByRole('button', { name: 'Request an invoice' }));

    expect(await within(region).findByText('Your request was sent to our billing team.')).toBeDefined();
  });
});

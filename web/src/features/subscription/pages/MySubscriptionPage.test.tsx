import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSubscription } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { currentUrl, renderApp } from '../../../test/renderApp';
import { CancelSubscriptionDocument } from '../components/CancelSubscription';
import { ChangePeriodFormDocument } from '../components/ChangePeriodForm';
import { InvoiceRequestFormDocument } from '../components/InvoiceRequestForm';
import { leaveAppFor } from '../leaveApp';
import { formatEndDate } from '../subscriptionLabels';
import { buildDetails, buildDiscount, usd } from '../testing/subscriptionFactories';
import type { TestDetails } from '../testing/subscriptionFactories';
import { cardSetupMock, confirmationScreenMock, overviewMock, subscriptionViewer } from '../testing/subscriptionMocks';

vi.mock('../leaveApp', () => ({ leaveAppFor: vi.fn(() => true) }));
beforeEach(() => vi.mocked(leaveAppFor).mockClear());

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
    expect(detail(plan, 'Renews on')).toBe(formatEndDate('2027-03-01T00:00:00.000Z'));
    expect(detail(plan, 'Price')).toBe('$3,200 / year');
    expect(detail(plan, 'Discount')).toBe(
      `Inaugural year: 20% off the first year, until ${formatEndDate('2027-03-01T00:00:00.000Z') ?? ''}`,
    );
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
    expect(detail(plan, 'Trial ends on')).toBe(formatEndDate('2026-12-02T00:00:00.000Z'));
    expect(screen.getByText('Free Trial: 3 days left')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe('/subscriptions#offerings');
  });

  it('warns of the grace period and opens the card page to update the payment method when past due', async () => {
    const details = buildDetails({ status: 'PAST_DUE', daysLeft: 7, gracePeriodEndDate: '2026-12-05T00:00:00.000Z' });
    renderMySubscription(
      details,
      cardSetupMock('/dashboard/subscription', 'sub-1', 'http://127.0.0.1:4000/payments/local/cards/tok_9'),
    );

    expect(await screen.findByText('Grace Period: 7 days left')).toBeDefined();
    expect(
      screen.getByText(
        `Your last payment didn't go through. Update your payment method by ${formatEndDate('2026-12-05T00:00:00.000Z') ?? ''} to keep full access.`,
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
        `Your changes are saved. From your next renewal on ${formatEndDate('2027-03-01T00:00:00.000Z') ?? ''}, you'll be billed monthly.`,
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
        `If you cancel, your company keeps full access until ${formatEndDate('2027-03-01T00:00:00.000Z') ?? ''}, and you won't be charged again.`,
      ),
    ).toBeDefined();
    expect(
      within(dialog).getByText(
        `If you cancel now, your company keeps full access until ${formatEndDate('2027-03-01T00:00:00.000Z') ?? ''}, and you won't be charged again.`,
      ),
    ).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel my subscription' }));

    await waitFor(() =>
      expect(currentUrl(router)).toBe('/dashboard/subscription?confirmation=subscription-deactivated'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription deactivated' })).toBeDefined();
  });

  it('requests an invoice with a message, refusing an empty one', async () => {
    const request = {
      request: { query: InvoiceRequestFormDocument, variables: { text: 'PO 4711, please.' } },
      result: { data: { requestInvoice: { __typename: 'RequestInvoicePayload', requested: true, errors: [] } } },
    };
    renderMySubscription(buildDetails(), request);

    const region = await screen.findByRole('region', { name: 'Request an invoice' });
    fireEvent.click(within(region).getByRole('button', { name: 'Request an invoice' }));
    expect(await within(region).findByText('Message cannot be empty')).toBeDefined();
    fireEvent.change(within(region).getByRole('textbox', { name: 'Message' }), {
      target: { value: ' PO 4711, please. ' },
    });
    fireEvent.click(within(region).getByRole('button', { name: 'Request an invoice' }));

    expect(await within(region).findByText('Your request was sent to our billing team.')).toBeDefined();
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

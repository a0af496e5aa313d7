import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveAppFor } from '../../../shared/leaveApp';
import { appViewerMock } from '../../../test/mocks';
import { currentUrl, renderApp } from '../../../test/renderApp';
import { cardSetupMock } from '../../billing/testing/billingMocks';
import {
  buildDetails,
  buildDiscount,
  buildOfferings,
  buildOffering,
  userError,
  visa4242,
} from '../testing/subscriptionFactories';
import {
  checkoutCardSetupMock,
  confirmationScreenMock,
  createSubscriptionMock,
  currentSubscriptionMock,
  offeringsMock,
  paymentCustomerMock,
  subscriptionViewer,
} from '../testing/subscriptionMocks';

vi.mock('../../../shared/leaveApp', () => ({ leaveAppFor: vi.fn(() => true) }));

const YEARLY = 'price_innovator_cro_technology_service_provider_mid_year';
const viewer = subscriptionViewer();
const trialing = currentSubscriptionMock({
  id: 'sub-1',
  plan: 'INNOVATOR',
  status: 'TRIALING',
  code: 'INNOVATOR_CRO_TECHNOLOGY_SERVICE_PROVIDER_MID',
  period: null,
});

function renderOfferings(entry: string, ...mocks: Parameters<typeof renderApp>[1]['mocks']) {
  return renderApp(entry, {
    mocks: [
      appViewerMock(viewer),
      offeringsMock(buildOfferings()),
      trialing,
      confirmationScreenMock(buildDetails()),
      ...mocks,
    ],
  });
}

async function openCheckout(buttonName = 'Subscribe') {
  const card = await screen.findByRole('article', { name: 'Innovator for vendors (51-500 employees)' });
  fireEvent.click(within(card).getByRole('button', { name: buttonName }));
  return screen.findByRole('dialog', { name: 'Checkout' });
}

function detail(dialog: HTMLElement, label: string): string | null {
  return within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

beforeEach(() => vi.mocked(leaveAppFor).mockClear());

describe('checkout', () => {
  it('starts the free trial without a card and shows Innovator started when the company may have a trial', async () => {
    const { router } = renderApp('/subscriptions', {
      mocks: [
        appViewerMock(viewer),
        offeringsMock(buildOfferings({ trialEligible: true })),
        currentSubscriptionMock({ id: null, plan: 'NONE', status: null, code: null, period: null }),
        createSubscriptionMock(
          { priceId: YEARLY, promotionCode: null, couponId: null },
          { confirmation: 'INNOVATOR_STARTED' },
        ),
        confirmationScreenMock(
          buildDetails({ status: 'TRIALING', endDate: '2027-05-20T00:00:00.000Z', paymentType: 'FREE' }),
        ),
      ],
    });

    const dialog = await openCheckout('Start 180-day free trial');
    expect(detail(dialog, 'Due today')).toBe('$0');
    expect(detail(dialog, 'Payment card')).toBe('Not needed');
    expect(
      within(dialog).getByText(
        'Your 180-day free trial starts now. No card is needed; we’ll remind you before it ends.',
      ),
    ).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start free trial' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard/subscription?confirmation=innovator-started'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Innovator started' })).toBeDefined();
    expect(
      await screen.findByText(/Your free trial of Innovator has started: your company has full access until/),
    ).toBeDefined();
  });

  it('charges the card on file and shows payment received', async () => {
    const { router } = renderOfferings(
      '/subscriptions',
      paymentCustomerMock(visa4242()),
      createSubscriptionMock(
        { priceId: YEARLY, promotionCode: null, couponId: null },
        { confirmation: 'PAYMENT_RECEIVED', paymentId: 'pay_9' },
      ),
    );

    const dialog = await openCheckout();
    await waitFor(() => expect(detail(dialog, 'Payment card')).toBe('Visa ending in 4242, expires 12/2030'));
    expect(within(dialog).getByRole('list', { name: 'Checkout progress' }).textContent).toContain(
      'Payment card — Done',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $3,200 and subscribe' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard/subscription?confirmation=payment-received'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'View payment history' }).getAttribute('href')).toBe(
      '/dashboard/subscription/history',
    );
  });

  it('sends the selected discount’s coupon and charges the discounted price', async () => {
    const create = createSubscriptionMock(
      { priceId: YEARLY, promotionCode: null, couponId: 'coupon-early' },
      { confirmation: 'PAYMENT_RECEIVED' },
    );
    const { router } = renderApp('/subscriptions', {
      mocks: [
        appViewerMock(viewer),
        offeringsMock(buildOfferings({ discounts: [buildDiscount({ selected: true })] })),
        trialing,
        confirmationScreenMock(buildDetails()),
        paymentCustomerMock(visa4242()),
        create,
      ],
    });

    const dialog = await openCheckout();
    expect(detail(dialog, 'Discount')).toBe('Early adopters: 20% off every payment');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Pay $2,560 and subscribe' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard/subscription?confirmation=payment-received'));
  });

  it('sends the buyer to the card page, returning to the purchase, when no card is on file', async () => {
    const returnPath = `/subscriptions?checkout=${YEARLY}`;
    renderOfferings(
      '/subscriptions',
      paymentCustomerMock(null),
      checkoutCardSetupMock(returnPath, 'http://127.0.0.1:4000/payments/local/cards/tok_1'),
    );

    const dialog = await openCheckout();
    await waitFor(() =>
      expect(detail(dialog, 'Payment card')).toBe('None yet: you’ll add one on the secure card page.'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a card and subscribe' }));

    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith('http://127.0.0.1:4000/payments/local/cards/tok_1'));
    expect(within(dialog).getByRole('status').textContent).toBe('Opening the secure card page…');
  });

  it('completes the purchase once, without another click, when the card page returns with a saved card', async () => {
    const create = createSubscriptionMock(
      { priceId: YEARLY, promotionCode: 'SCOPE2025MID', couponId: null },
      { confirmation: 'PAYMENT_RECEIVED' },
    );
    const { router } = renderOfferings(
      `/subscriptions?period=month&checkout=${YEARLY}&promotionCode=SCOPE2025MID&card=saved`,
      create,
    );

    expect(await screen.findByRole('dialog', { name: 'Checkout' })).toBeDefined();
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard/subscription?confirmation=payment-received'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeDefined();
    // The return URL was replaced before buying: going back shows the plans, and buys nothing again
    // (a second purchase would find no mocked answer and show an error).
    await act(() => router.navigate(-1));
    await waitFor(() => expect(currentUrl(router)).toBe('/subscriptions?period=month'));
    expect(await screen.findByRole('article', { name: 'Innovator for vendors (51-500 employees)' })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows payment canceled, with a way to try again, when the card page returns cancelled', async () => {
    const { router } = renderOfferings(
      `/subscriptions?checkout=${YEARLY}&card=canceled`,
      checkoutCardSetupMock(`/subscriptions?checkout=${YEARLY}`, 'http://127.0.0.1:4000/payments/local/cards/tok_2'),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment canceled' })).toBeDefined();
    expect(currentUrl(router)).toBe(`/dashboard/subscription?confirmation=payment-canceled&priceId=${YEARLY}`);
    expect(screen.getByText('You left the card page without saving a card, so nothing was charged.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to plans' }).getAttribute('href')).toBe('/subscriptions#offerings');
  });

  it('shows failed to subscribe with the decline and an update-payment-method action that resumes the purchase', async () => {
    const declined = createSubscriptionMock(
      { priceId: YEARLY, promotionCode: null, couponId: null },
      {
        confirmation: 'FAILED_TO_SUBSCRIBE',
        errors: [userError('CARD_NOT_VALID', 'Your card is not valid. Please use another card.')],
      },
    );
    const setup = cardSetupMock(
      `/subscriptions?checkout=${YEARLY}`,
      null,
      'http://127.0.0.1:4000/payments/local/cards/tok_3',
    );
    const { router } = renderOfferings('/subscriptions', paymentCustomerMock(visa4242()), declined, setup);

    const dialog = await openCheckout();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Pay $3,200 and subscribe' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to subscribe' })).toBeDefined();
    expect(currentUrl(router)).toBe(`/dashboard/subscription?confirmation=failed-to-subscribe&priceId=${YEARLY}`);
    expect(screen.getByRole('alert').textContent).toBe('Your card is not valid. Please use another card.');
    fireEvent.click(screen.getByRole('button', { name: 'Update payment method' }));
    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith('http://127.0.0.1:4000/payments/local/cards/tok_3'));
  });

  it('keeps the checkout open with the exact message when the company type may not buy the plan', async () => {
    const refused = createSubscriptionMock(
      { priceId: YEARLY, promotionCode: null, couponId: null },
      {
        confirmation: null,
        errors: [userError('SUBSCRIPTION_COMPANY_TYPE', "Your company type can't purchase this subscription.")],
      },
    );
    const { router } = renderOfferings('/subscriptions', paymentCustomerMock(visa4242()), refused);

    const dialog = await openCheckout();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Pay $3,200 and subscribe' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      "Your company type can't purchase this subscription.",
    );
    expect(currentUrl(router)).toBe('/subscriptions');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('starts the free plan without a card for patients/advocacy groups', async () => {
    const advocacy = buildOffering('INNOVATOR_PATIENTS_ADVOCACY', 'Innovator for patients/advocacy groups', [0, 0]);
    const { router } = renderApp('/subscriptions', {
      mocks: [
        appViewerMock(viewer),
        offeringsMock(buildOfferings({ companyType: 'PATIENTS_ADVOCACY', offerings: [advocacy] })),
        currentSubscriptionMock({ id: null, plan: 'NONE', status: null, code: null, period: null }),
        createSubscriptionMock(
          { priceId: advocacy.yearly.priceId, promotionCode: null, couponId: null },
          { confirmation: 'INNOVATOR_STARTED' },
        ),
        confirmationScreenMock(buildDetails({ paymentType: 'FREE', price: null })),
      ],
    });

    const card = await screen.findByRole('article', { name: 'Innovator for patients/advocacy groups' });
    fireEvent.click(within(card).getByRole('button', { name: 'Get Innovator free' }));
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(detail(dialog, 'Price')).toBe('Free');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start Innovator' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard/subscription?confirmation=innovator-started'));
    expect(await screen.findByText('Innovator is active: your company has full access to the platform.')).toBeDefined();
  });
});

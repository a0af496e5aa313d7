import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../payment.gateway.js';
import { createStripeClient, encodeForm } from './stripe.client.js';
import { createStripeGateway } from './stripe.gateway.js';
import { fixture, pricesByLookupKey, startStripeReplay, type StripeReplay } from './stripe.replay.js';

const VENDOR_MID_YEAR = 'price_1Q2b058ab026ee83a7b053bd';

let stripe: StripeReplay;
let gateway: PaymentGateway;
const last = (method: string, path: string) =>
  stripe.requests.filter((r) => r.method === method && r.path === path).at(-1);

beforeAll(async () => {
  stripe = await startStripeReplay();
});
afterAll(() => stripe.close());
beforeEach(() => {
  stripe.routes.clear();
  stripe.routes.set('GET /v1/prices', pricesByLookupKey);
  gateway = createStripeGateway({
    client: createStripeClient({ secretKey: 'sk_test_replay', apiUrl: stripe.url }),
    createCatalog: false,
  });
});

describe('encodeForm', () => {
  it("encodes nested objects and arrays the way Stripe's libraries do", () => {
    expect(
      encodeForm({
        items: [{ price: 'p' }],
        metadata: { company_id: 3 },
        expand: ['a.b'],
        skip: undefined,
        none: null,
      }).toString(),
    ).toBe('items%5B0%5D%5Bprice%5D=p&metadata%5Bcompany_id%5D=3&expand%5B0%5D=a.b');
  });
});

describe('createStripeGateway', () => {
  it('creates a customer with the pinned API version, the secret key and an idempotency key', async () => {
    stripe.routes.set('POST /v1/customers', [200, fixture('customer.create')]);
    expect(
      await gateway.createCustomer({
        email: 'vendor.admin@demo.test',
        name: 'Meridian Clinical Research',
        companyId: 3,
      }),
    ).toEqual({ id: 'cus_QmVendor01' });
    const request = last('POST', '/v1/customers');
    expect(request?.headers.authorization).toBe('Bearer sk_test_replay');
    expect(request?.headers['stripe-version']).toBe('2024-06-20');
    expect(request?.headers['idempotency-key']).toBe('customer-3-vendor.admin@demo.test');
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      email: 'vendor.admin@demo.test',
      name: 'Meridian Clinical Research',
      'metadata[company_id]': '3',
    });
  });

  it("reads the customer's default card, and null for a deleted or unknown customer", async () => {
    stripe.routes.set('GET /v1/customers/cus_QmVendor01', [200, fixture('customer.with-card')]);
    stripe.routes.set('GET /v1/customers/cus_QmGone', [200, fixture('customer.deleted')]);
    stripe.routes.set('GET /v1/customers/cus_QmMissing', [404, fixture('error.no-such-customer')]);
    expect(await gateway.getCustomer('cus_QmVendor01')).toEqual({
      id: 'cus_QmVendor01',
      email: 'vendor.admin@demo.test',
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2028 },
    });
    expect(last('GET', '/v1/customers/cus_QmVendor01')?.query.get('expand[0]')).toBe(
      'invoice_settings.default_payment_method',
    );
    expect(await gateway.getCustomer('cus_QmGone')).toBeNull();
    expect(await gateway.getCustomer('cus_QmMissing')).toBeNull();
  });

  it('opens Checkout in setup mode as the card page, returning with card=saved or card=canceled', async () => {
    stripe.routes.set('POST /v1/checkout/sessions', [200, fixture('checkout.session.setup')]);
    const url = await gateway.cardPageUrl({
      customerId: 'cus_QmVendor01',
      successUrl: 'http://127.0.0.1:4000/subscriptions#offerings',
      cancelUrl: 'http://127.0.0.1:4000/subscriptions#offerings',
      cardCheck: true,
    });
    expect(url).toBe('https://checkout.stripe.com/c/pay/cs_test_c1QmSetup01#fidkdWxOYHwnPyd1blpxYHZxWjA0');
    const form = last('POST', '/v1/checkout/sessions')?.form;
    expect(form?.get('mode')).toBe('setup');
    expect(form?.get('success_url')).toBe('http://127.0.0.1:4000/subscriptions?card=saved#offerings');
    expect(form?.get('cancel_url')).toBe('http://127.0.0.1:4000/subscriptions?card=canceled#offerings');
  });

  it('opens the customer portal for an existing subscription', async () => {
    stripe.routes.set('POST /v1/billing_portal/sessions', [200, fixture('billing_portal.session')]);
    const url = await gateway.portalUrl({
      customerId: 'cus_QmVendor01',
      successUrl: 'http://127.0.0.1:4000/dashboard/subscription',
      cancelUrl: 'x',
      cardCheck: true,
      gatewaySubscriptionId: 'sub_1',
    });
    expect(url).toBe('https://billing.stripe.com/p/session/test_YWNjdF8xUW1Qb3J0YWwwMQ');
    expect(last('POST', '/v1/billing_portal/sessions')?.form.get('return_url')).toBe(
      'http://127.0.0.1:4000/dashboard/subscription?card=saved',
    );
  });

  it('finds prices by lookup key in batches of ten, both ways, caching them', async () => {
    expect(await gateway.priceId('innovator_cro_technology_service_provider_mid', 'YEAR')).toBe(VENDOR_MID_YEAR);
    expect(await gateway.resolvePrice(VENDOR_MID_YEAR)).toEqual({
      code: 'innovator_cro_technology_service_provider_mid',
      interval: 'YEAR',
    });
    expect(await gateway.resolvePrice('price_unknown')).toBeNull();
    expect(stripe.requests.filter((r) => r.path === '/v1/prices')).toHaveLength(3);
  });

  it('creates missing products and prices when allowed', async () => {
    stripe.routes.set('GET /v1/prices', [200, { object: 'list', data: [], has_more: false }]);
    stripe.routes.set('POST /v1/products', (r) => [
      200,
      { id: `prod_${r.form.get('metadata[type_code]') ?? ''}`, object: 'product' },
    ]);
    stripe.routes.set('POST /v1/prices', (r) => [
      200,
      {
        id: `price_new_${r.form.get('lookup_key') ?? ''}`,
        object: 'price',
        lookup_key: r.form.get('lookup_key'),
        active: true,
      },
    ]);
    const creating = createStripeGateway({
      client: createStripeClient({ secretKey: 'sk_test_replay', apiUrl: stripe.url }),
      createCatalog: true,
    });
    expect(await creating.priceId('innovator_site', 'MONTH')).toBe('price_new_innovator_site_month');
    const site = stripe.requests.find(
      (r) => r.path === '/v1/prices' && r.method === 'POST' && r.form.get('lookup_key') === 'innovator_site_month',
    );
    expect(Object.fromEntries(site?.form ?? [])).toEqual({
      product: 'prod_innovator_site',
      currency: 'usd',
      unit_amount: '5000',
      'recurring[interval]': 'month',
      lookup_key: 'innovator_site_month',
      nickname: 'innovator_site_month',
    });
    expect(stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/prices')).toHaveLength(24);
  });

  it('finds an active promotion code with a platform coupon', async () => {
    stripe.routes.set('GET /v1/promotion_codes', (r) => [
      200,
      fixture(r.query.get('code') === 'SCOPE2025MID' ? 'promotion_codes.scope2025mid' : 'promotion_codes.empty'),
    ]);
    expect(await gateway.findPromotionCode(' scope2025mid ')).toEqual({
      id: 'promo_1QmScope25Mid',
      code: 'SCOPE2025MID',
      couponId: 'scope_alumni',
    });
    expect(await gateway.findPromotionCode('NOPE')).toBeNull();
  });

  it('subscribes, paying the first invoice at once: the invoice is the payment, with its receipt', async () => {
    stripe.routes.set('GET /v1/coupons/inaugural_year_discount', [200, fixture('coupon.inaugural')]);
    stripe.routes.set('POST /v1/subscriptions', [200, fixture('subscription.create.active')]);
    const result = await gateway.subscribe({
      customerId: 'cus_QmVendor01',
      priceId: VENDOR_MID_YEAR,
      code: 'innovator_cro_technology_service_provider_mid',
      interval: 'YEAR',
      amountCents: 256_000,
      couponId: 'inaugural_year_discount',
      promotionCodeId: null,
      trialEnd: null,
      replaces: null,
      description: 'x',
      idempotencyKey: 'k1',
    });
    expect(result).toEqual({
      gatewaySubscriptionId: 'sub_1QmVendorYear',
      charge: {
        ok: true,
        gatewayPaymentId: 'in_1QmVendorYear',
        amountCents: 256_000,
        receiptUrl: 'https://pay.stripe.com/receipts/invoices/CAcaFwoVYWNjdF8xUW1WZW5kb3JZZWFyKJGv?s=ap',
        card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2028 },
      },
    });
    const form = last('POST', '/v1/subscriptions')?.form;
    expect(form?.get('customer')).toBe('cus_QmVendor01');
    expect(form?.get('items[0][price]')).toBe(VENDOR_MID_YEAR);
    expect(form?.get('coupon')).toBe('inaugural_year_discount');
    expect(form?.get('payment_behavior')).toBe('error_if_incomplete');
    expect(last('POST', '/v1/subscriptions')?.headers['idempotency-key']).toBe('k1');
  });

  it("answers a failed charge with Stripe's message when the card is declined", async () => {
    stripe.routes.set('POST /v1/subscriptions', [402, fixture('error.card-declined')]);
    const result = await gateway.subscribe({
      customerId: 'cus_QmVendor01',
      priceId: VENDOR_MID_YEAR,
      code: 'innovator_cro_technology_service_provider_mid',
      interval: 'YEAR',
      amountCents: 1,
      couponId: null,
      promotionCodeId: 'promo_1QmScope25Mid',
      trialEnd: null,
      replaces: null,
      description: 'x',
      idempotencyKey: 'k2',
    });
    expect(result).toEqual({
      gatewaySubscriptionId: null,
      charge: { ok: false, gatewayPaymentId: 'pi_3QmDeclined', failureMessage: 'Your card was declined.', card: null },
    });
    expect(last('POST', '/v1/subscriptions')?.form.get('promotion_code')).toBe('promo_1QmScope25Mid');
  });

  it('starts a trial that Stripe cancels without a card at its end, charging nothing', async () => {
    stripe.routes.set('POST /v1/subscriptions', [200, fixture('subscription.create.trialing')]);
    const trialEnd = new Date(1_783_252_500_000);
    const result = await gateway.subscribe({
      customerId: 'cus_QmSite01',
      priceId: 'p',
      code: 'innovator_site',
      interval: 'MONTH',
      amountCents: 0,
      couponId: null,
      promotionCodeId: null,
      trialEnd,
      replaces: null,
      description: 'x',
      idempotencyKey: 'k3',
    });
    expect(result).toEqual({ gatewaySubscriptionId: 'sub_1QmSiteTrial', charge: null });
    const form = last('POST', '/v1/subscriptions')?.form;
    expect(form?.get('trial_end')).toBe('1783252500');
    expect(form?.get('trial_settings[end_behavior][missing_payment_method]')).toBe('cancel');
  });

  it('cancels at the period end or at once', async () => {
    stripe.routes.set('POST /v1/subscriptions/sub_1QmVendorYear', [
      200,
      { ...fixture('subscription.canceled'), status: 'active', cancel_at_period_end: true },
    ]);
    stripe.routes.set('DELETE /v1/subscriptions/sub_1QmVendorYear', [200, fixture('subscription.canceled')]);
    await gateway.cancel('sub_1QmVendorYear', { atPeriodEnd: true });
    expect(last('POST', '/v1/subscriptions/sub_1QmVendorYear')?.form.get('cancel_at_period_end')).toBe('true');
    await gateway.cancel('sub_1QmVendorYear', { atPeriodEnd: false });
    expect(last('DELETE', '/v1/subscriptions/sub_1QmVendorYear')).toBeDefined();
  });

  it('reports an outage rather than a decline when Stripe answers 500', async () => {
    stripe.routes.set('POST /v1/customers', [500, { error: { type: 'api_error', message: 'boom' } }]);
    await expect(gateway.createCustomer({ email: 'a@b.c', name: 'n', companyId: 1 })).rejects.toThrow(
      /Stripe answered 500/,
    );
  });
});

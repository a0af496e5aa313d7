import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../../../testing/index.js';
import { getAs, priceIdOf, sendAs } from '../../subscription.testing.js';
import { createStripeClient } from './stripe.client.js';
import { createStripeGateway } from './stripe.gateway.js';
import { fixture, pricesByLookupKey, startStripeReplay, type StripeReplay } from './stripe.replay.js';
import { signStripePayload } from './stripe.signature.js';

const SECRET = 'whsec_test_replay_secret';
const VENDOR = 'vendor.admin@demo.test';

describe.each(testDatabaseKinds(import.meta.url))('Stripe gateway through the api, and its webhook (%s)', (kind) => {
  let stripe: StripeReplay;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startStripeReplay();
    const client = createStripeClient({ secretKey: 'sk_test_replay', apiUrl: stripe.url });
    t = await createTestApp({
      kind,
      payments: {
        gateway: createStripeGateway({ client, createCatalog: false }),
        stripe: { client, webhookSecret: SECRET },
      },
    });
    stripe.routes.set('GET /v1/prices', pricesByLookupKey);
    stripe.routes.set('POST /v1/customers', [200, fixture('customer.create')]);
    stripe.routes.set('GET /v1/customers/cus_QmVendor01', [200, fixture('customer.with-card')]);
    stripe.routes.set('GET /v1/coupons/inaugural_year_discount', [200, fixture('coupon.inaugural')]);
    stripe.routes.set('POST /v1/subscriptions', [200, fixture('subscription.create.active')]);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const deliver = (event: unknown, options: { secret?: string; ageSeconds?: number; header?: string | null } = {}) => {
    const payload = JSON.stringify(event);
    const timestamp = Math.floor(t.clock.now().getTime() / 1000) - (options.ageSeconds ?? 0);
    const signature =
      options.header === null
        ? undefined
        : (options.header ?? signStripePayload(payload, options.secret ?? SECRET, timestamp));
    return t.app.inject({
      method: 'POST',
      url: '/v1/subscriptions/webhooks/stripe',
      payload,
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    });
  };
  const payments = async () =>
    (await getAs(t, VENDOR, '/v1/subscriptions/payments')).json() as {
      totalElements: number;
      content: Record<string, unknown>[];
    };
  const details = async () =>
    (await getAs(t, VENDOR, '/v1/subscriptions/users/current/details')).json() as Record<string, unknown>;

  it('buys through Stripe: customer, card from the default payment method, a subscription Stripe bills', async () => {
    expect((await sendAs(t, VENDOR, 'POST', '/v1/subscriptions/customers')).json()).toEqual({
      id: 'cus_QmVendor01',
      email: VENDOR,
      card: null,
    });
    const priceId = await priceIdOf(t, 'innovator_cro_technology_service_provider_mid', 'YEAR');
    expect(priceId).toBe('price_1Q2b058ab026ee83a7b053bd');
    const res = await sendAs(t, VENDOR, 'POST', '/v1/subscriptions', { priceId });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      confirmation: 'PAYMENT_RECEIVED',
      subscription: { status: 'ACTIVE', period: 'YEAR', card: { last4: '4242' } },
      payment: {
        status: 'SUCCEEDED',
        amountCents: 256_000,
        receiptUrl: 'https://pay.stripe.com/receipts/invoices/CAcaFwoVYWNjdF8xUW1WZW5kb3JZZWFyKJGv?s=ap',
      },
    });
    expect(stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions')?.form.get('coupon')).toBe(
      'inaugural_year_discount',
    );
  });

  it('refuses an event with a wrong, stale or missing signature', async () => {
    const event = fixture('event.invoice.paid');
    for (const options of [
      { secret: 'whsec_wrong' },
      { ageSeconds: 600 },
      { header: null },
      { header: 't=1,v1=abc' },
    ]) {
      const res = await deliver(event, options);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message: 'The webhook signature is not valid.' });
    }
    expect((await payments()).totalElements).toBe(1);
  });

  it('records a renewal paid by Stripe once, however often the event is delivered', async () => {
    const event = fixture('event.invoice.paid');
    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'handled' });
    expect((await deliver(event)).statusCode).toBe(200);
    const history = await payments();
    expect(history.totalElements).toBe(2);
    expect(history.content[0]).toMatchObject({
      status: 'SUCCEEDED',
      amountCents: 256_000,
      discountCents: 64_000,
      receiptUrl: 'https://invoice.stripe.com/i/acct_1QmTest/test_YWNjdF8xUW1SZW5ld2Fs',
      periodStart: '2027-01-06T11:53:20.000Z',
    });
    expect(await details()).toMatchObject({
      status: 'ACTIVE',
      currentPeriodStart: '2027-01-06T11:53:20.000Z',
      endDate: '2028-01-06T11:53:20.000Z',
    });
  });

  it('marks the subscription past due when a renewal payment fails, and follows cancellation and deletion', async () => {
    expect((await deliver(fixture('event.invoice.payment_failed'))).json()).toEqual({
      received: true,
      outcome: 'handled',
    });
    expect(await details()).toMatchObject({ status: 'PAST_DUE' });
    expect((await payments()).content[0]).toMatchObject({ status: 'FAILED', amountCents: 256_000, receiptUrl: null });
    expect((await deliver(fixture('event.customer.subscription.updated'))).statusCode).toBe(200);
    expect(await details()).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: true });
    await deliver(fixture('event.invoice.payment_failed'));
    expect((await deliver(fixture('event.customer.subscription.deleted'))).statusCode).toBe(200);
    expect(await details()).toMatchObject({ status: 'ENDED', endReason: 'PAYMENT_FAILED' });
  });

  it('makes the card saved on Checkout the default payment method', async () => {
    stripe.routes.set('GET /v1/setup_intents/seti_1QmSetup01', [200, fixture('setup_intent')]);
    stripe.routes.set('POST /v1/customers/cus_QmVendor01', [200, fixture('customer.with-card')]);
    expect((await deliver(fixture('event.checkout.session.completed'))).json()).toEqual({
      received: true,
      outcome: 'handled',
    });
    const update = stripe.requests
      .filter((r) => r.method === 'POST' && r.path === '/v1/customers/cus_QmVendor01')
      .at(-1);
    expect(update?.form.get('invoice_settings[default_payment_method]')).toBe('pm_1QmCard4242');
  });

  it('ignores events it does not use, and subscriptions it does not know', async () => {
    expect((await deliver({ id: 'evt_x', type: 'charge.refunded', created: 1, data: { object: {} } })).json()).toEqual({
      received: true,
      outcome: 'ignored',
    });
    const unknown = fixture('event.invoice.paid') as { data: { object: Record<string, unknown> } };
    expect(
      (await deliver({ ...unknown, data: { object: { ...unknown.data.object, subscription: 'sub_unknown' } } })).json(),
    ).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('the Stripe webhook without Stripe', () => {
  it('answers 503 when the api runs the local gateway', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/subscriptions/webhooks/stripe',
        payload: '{}',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      });
      expect(res.statusCode).toBe(503);
    } finally {
      await t.close();
    }
  });
});

describe('an unreachable Stripe', () => {
  it("answers 502 with the catalogue's 501 code, never the network error", async () => {
    const client = createStripeClient({ secretKey: 'sk_test_replay', apiUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    const t = await createTestApp({
      payments: {
        gateway: createStripeGateway({ client, createCatalog: false }),
        stripe: { client, webhookSecret: SECRET },
      },
    });
    try {
      const res = await sendAs(t, VENDOR, 'POST', '/v1/subscriptions/customers');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        code: 501,
        message: 'The payment service could not complete your request. Please try again later.',
      });
    } finally {
      await t.close();
    }
  });
});

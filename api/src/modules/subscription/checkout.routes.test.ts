import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { buy, DAY, getAs, priceIdOf, sendAs, submitCard, TEST_CARDS } from './subscription.testing.js';

const VENDOR = 'vendor.admin@demo.test';
const VENDOR_MID = 'innovator_cro_technology_service_provider_mid';

// One database per describe (a fresh one costs seconds): its tests run in order and say what state they build on.
describe.each(testDatabaseKinds(import.meta.url))('POST /v1/subscriptions: who may buy what (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  it('answers 401 without a token', async () => {
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/v1/subscriptions',
          payload: { priceId: await priceIdOf(t, VENDOR_MID, 'YEAR') },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('answers Subscription_351 when a sponsor member buys', async () => {
    const res = await buy(t, 'sponsor.member@demo.test', 'innovator_sponsor_individual', 'YEAR');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'Subscription_351',
      message: 'Only your company administrator can purchase subscription.',
    });
  });

  it.each([
    ['the individual sponsor plan (sponsors only)', 'innovator_sponsor_individual'],
    ['another employee band', 'innovator_cro_technology_service_provider_small'],
    ['a site plan', 'innovator_site'],
  ])('answers Subscription_400 when a vendor buys %s', async (_name, code) => {
    const res = await buy(t, VENDOR, code, 'YEAR');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'Subscription_400',
      message: "Your company type can't purchase this subscription.",
    });
  });

  it('refuses an unknown promotion code, an unavailable coupon and a foreign price id', async () => {
    expect((await buy(t, VENDOR, VENDOR_MID, 'YEAR', { promotionCode: 'NOPE' })).json()).toEqual({
      code: 400,
      message: 'This promotion code is not valid.',
      details: [{ field: 'promotionCode', message: 'This promotion code is not valid.' }],
    });
    expect((await buy(t, VENDOR, VENDOR_MID, 'YEAR', { couponId: 'early_adopters' })).json()).toMatchObject({
      code: 400,
      details: [{ field: 'couponId' }],
    });
    expect((await sendAs(t, VENDOR, 'POST', '/v1/subscriptions', { priceId: 'price_1Nope' })).json()).toMatchObject({
      code: 400,
      details: [{ field: 'priceId' }],
    });
  });

  it('answers 357 when a paid purchase has no card on file', async () => {
    const res = await buy(t, VENDOR, VENDOR_MID, 'YEAR');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      code: 357,
      message: 'Your card could not be added. Please check the details and try again.',
    });
  });

  it('answers 405 and records the failed payment when the card on file cannot be charged', async () => {
    // pastdue.admin's seeded card is 4000…0341: it was saved, its charges fail.
    const res = await buy(t, 'pastdue.admin@demo.test', 'innovator_cro_technology_service_provider_small', 'MONTH');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ code: 405, message: 'Your card is not valid. Please use another card.' });
    const history = (await getAs(t, 'pastdue.admin@demo.test', '/v1/subscriptions/payments')).json();
    expect(history.content[0]).toMatchObject({
      status: 'FAILED',
      amountCents: 18_000,
      failureMessage: 'Your card was declined.',
      receiptUrl: null,
      card: { last4: '0341' },
    });
  });

  it('starts the 180-day trial once, without a card, when an Explorer site buys', async () => {
    const res = await buy(t, 'site.admin@demo.test', 'innovator_site', 'MONTH');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      confirmation: 'INNOVATOR_STARTED',
      payment: null,
      subscription: {
        plan: 'INNOVATOR',
        status: 'TRIALING',
        period: 'MONTH',
        endDate: new Date(TEST_NOW.getTime() + 180 * DAY).toISOString(),
        trialEligible: false,
        daysLeft: 181,
      },
    });
    expect((await getAs(t, 'site.admin@demo.test', '/v1/subscriptions/users/trials')).json()).toHaveLength(1);
    // Buying again (another plan) charges: the trial was the company's one.
    expect((await buy(t, 'site.admin@demo.test', 'innovator_site_network', 'YEAR')).json()).toMatchObject({
      code: 357,
    });
  });

  it('starts the free patients/advocacy plan at once, for every member', async () => {
    const res = await buy(t, 'maya.lopez@rarevoices.example', 'innovator_patients_advocacy', 'YEAR');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      confirmation: 'INNOVATOR_STARTED',
      payment: null,
      subscription: { plan: 'INNOVATOR', status: 'ACTIVE', paymentType: 'FREE', price: { amountCents: 0 } },
    });
    expect((await getAs(t, 'new.user@demo.test', '/v1/subscriptions/users/current')).json()).toMatchObject({
      plan: 'INNOVATOR',
      status: 'ACTIVE',
      billingAdmin: false,
    });
  });
});

describe.each(testDatabaseKinds(import.meta.url))(
  'POST /v1/subscriptions: the vendor admin in trial buys with a card (%s)',
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ kind });
    });
    afterAll(async () => t.close());

    it('refuses 4000…0002 on the card page when the card is checked, saving nothing', async () => {
      const page = await submitCard(t, VENDOR, TEST_CARDS.declined);
      expect(page.statusCode).toBe(402);
      expect(page.body).toContain('Your card was declined.');
      expect((await getAs(t, VENDOR, '/v1/subscriptions/customers')).json()).toMatchObject({ card: null });
    });

    it('answers 405 and keeps the trial when a declined card was saved unchecked', async () => {
      expect((await submitCard(t, VENDOR, TEST_CARDS.declined, { cardCheck: false })).statusCode).toBe(303);
      const res = await buy(t, VENDOR, VENDOR_MID, 'MONTH');
      expect(res.json()).toEqual({ code: 405, message: 'Your card is not valid. Please use another card.' });
      expect((await getAs(t, VENDOR, '/v1/subscriptions/users/current')).json()).toMatchObject({ status: 'TRIALING' });
    });

    it('verifies SCOPE2025MID as the SCOPE alumni promotion', async () => {
      const verify = await sendAs(t, VENDOR, 'POST', '/v1/subscriptions/coupons/promotion-codes/verify', {
        promotionCode: 'scope2025mid',
      });
      expect(verify.statusCode).toBe(200);
      expect(verify.json()).toEqual({
        code: 'SCOPE2025MID',
        discount: expect.objectContaining({ code: 'scope_alumni', percentOff: 10, couponId: 'scope_alumni' }),
      });
    });

    it('charges 4242 and activates Innovator yearly, with the inaugural-year discount and a receipt', async () => {
      const saved = await submitCard(t, VENDOR, TEST_CARDS.ok);
      expect(saved.statusCode).toBe(303);
      expect(saved.headers.location).toBe('http://app.test.invalid/subscriptions?priceId=x&card=saved#offerings');

      const res = await buy(t, VENDOR, VENDOR_MID, 'YEAR');
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.confirmation).toBe('PAYMENT_RECEIVED');
      expect(body.subscription).toMatchObject({
        plan: 'INNOVATOR',
        status: 'ACTIVE',
        period: 'YEAR',
        typeCode: VENDOR_MID,
        paymentType: 'PAID',
        endDate: new Date(TEST_NOW.getTime() + 365 * DAY).toISOString(),
        card: { brand: 'visa', last4: '4242' },
        trialEligible: false,
      });
      // The first paid year: inaugural year (20%) is the best discount the company has.
      expect(body.payment).toMatchObject({
        status: 'SUCCEEDED',
        amountCents: 256_000,
        discountCents: 64_000,
        discountCode: 'inaugural_year_discount',
        card: { brand: 'visa', last4: '4242' },
      });
      expect(body.payment.receiptUrl).toMatch(
        /^http:\/\/app\.test\.invalid\/payments\/local\/receipts\/\d+\.[\w-]{32}$/,
      );

      const receipt = await t.request({ url: `/v1${new URL(body.payment.receiptUrl).pathname}` });
      expect(receipt.statusCode).toBe(200);
      expect(receipt.headers['content-type']).toContain('text/html');
      expect(receipt.body).toContain('$2,560.00');
      expect(receipt.body).toContain('Meridian Clinical Research');
      expect((await getAs(t, 'vendor.member@demo.test', '/v1/subscriptions/users/current')).json()).toMatchObject({
        plan: 'INNOVATOR',
        status: 'ACTIVE',
        period: 'YEAR',
      });
    });

    it('answers 409 when the same option is bought again', async () => {
      const again = await buy(t, VENDOR, VENDOR_MID, 'YEAR');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        code: 'AlreadySubscribed',
        message: 'Your company already has this subscription.',
      });
    });

    it('switches to monthly with a SCOPE2025MID promotion at once, charging 10% less', async () => {
      const res = await buy(t, VENDOR, VENDOR_MID, 'MONTH', { promotionCode: 'SCOPE2025MID' });
      expect(res.json()).toMatchObject({
        confirmation: 'PAYMENT_RECEIVED',
        subscription: { period: 'MONTH', discount: { discount: { code: 'scope_alumni' } } },
        payment: { amountCents: 27_000, discountCents: 3_000, discountCode: 'scope_alumni' },
      });
      const coupons = (await getAs(t, VENDOR, '/v1/subscriptions/coupons')).json() as { code: string }[];
      expect(coupons.map((c) => c.code)).toEqual(['scope_alumni']);
    });
  },
);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { billingDeps } from './billing/billing.context.js';
import { sweep } from './subscription.renewal.js';
import { DAY, getAs, sendAs, submitCard, TEST_CARDS } from './subscription.testing.js';

const current = async (t: TestApp, email: string) =>
  (await getAs(t, email, '/v1/subscriptions/users/current/details')).json();
const at = (days: number) => new Date(TEST_NOW.getTime() + days * DAY);

describe.each(testDatabaseKinds(import.meta.url))('subscriptions by the clock (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  it('ends the vendor trial without a card (TRIAL_ENDED) when its end passes', async () => {
    // The demo trial ends tomorrow: "2 days left" by spec §4's count (days to the end, plus one).
    expect(await current(t, 'vendor.admin@demo.test')).toMatchObject({ status: 'TRIALING', daysLeft: 2 });
    t.clock.set(at(1.5));
    expect(await current(t, 'vendor.member@demo.test')).toMatchObject({
      plan: 'INNOVATOR',
      status: 'ENDED',
      endReason: 'TRIAL_ENDED',
      endDate: at(1).toISOString(),
      daysLeft: null,
    });
  });

  it('keeps the past-due subscription in force through its 15-day grace period, then ends it', async () => {
    t.clock.set(TEST_NOW);
    // The period started 5 days ago: grace ends at start + 15 days = 10 days from now.
    expect(await current(t, 'pastdue.admin@demo.test')).toMatchObject({
      status: 'PAST_DUE',
      gracePeriodEndDate: at(10).toISOString(),
      daysLeft: 11,
    });
    t.clock.set(at(9.9));
    expect(await current(t, 'pastdue.admin@demo.test')).toMatchObject({ status: 'PAST_DUE', daysLeft: 1 });
    t.clock.set(at(10));
    expect(await current(t, 'pastdue.admin@demo.test')).toMatchObject({
      status: 'ENDED',
      endReason: 'PAYMENT_FAILED',
      endDate: at(10).toISOString(),
    });
  });

  it('renews the monthly sponsor subscription on its card, period after period', async () => {
    t.clock.set(at(19.5)); // Atlas's month started 12 days before TEST_NOW (18 Feb): it ended on 18 March, at +16.
    const details = await current(t, 'sponsor.nointerests@demo.test');
    expect(details).toMatchObject({ status: 'ACTIVE', period: 'MONTH' });
    expect(new Date(details.currentPeriodStart).getTime()).toBeLessThanOrEqual(at(19.5).getTime());
    const history = (await getAs(t, 'daniel.ward@atlasoncology.example', '/v1/subscriptions/payments')).json();
    expect(history.content[0]).toMatchObject({ status: 'SUCCEEDED', amountCents: 25_000, period: 'MONTH' });
    expect(history.totalElements).toBe(2);
  });

  it('renews the yearly Helixa subscription with its early-adopter discount, from the sweep', async () => {
    t.clock.set(at(306)); // Started 60 days before TEST_NOW: the year ends at +305.
    expect(await sweep(billingDeps(t.app))).toBeGreaterThanOrEqual(1);
    const history = (await getAs(t, 'sponsor.admin@demo.test', '/v1/subscriptions/payments?size=1')).json();
    expect(history.content[0]).toMatchObject({
      status: 'SUCCEEDED',
      amountCents: 200_000,
      discountCents: 50_000,
      discountCode: 'early_adopters',
      period: 'YEAR',
    });
    expect(history.totalElements).toBe(3);
    expect(await current(t, 'sponsor.admin@demo.test')).toMatchObject({
      status: 'ACTIVE',
      currentPeriodStart: '2027-01-01T10:00:00.000Z',
      endDate: '2028-01-01T10:00:00.000Z',
    });
  });
});

describe.each(testDatabaseKinds(import.meta.url))('trial conversion, failed renewals and cancellation (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  it('charges the card on file when the trial ends (yearly unless another period was chosen, with the discount the offerings show)', async () => {
    await submitCard(t, 'vendor.admin@demo.test', TEST_CARDS.ok);
    t.clock.set(at(2));
    expect(await current(t, 'vendor.admin@demo.test')).toMatchObject({
      status: 'ACTIVE',
      period: 'YEAR',
      paymentType: 'PAID',
      currentPeriodStart: at(1).toISOString(),
    });
    const payments = (await getAs(t, 'vendor.admin@demo.test', '/v1/subscriptions/payments')).json();
    expect(payments.content).toEqual([
      // $3,200 a year less the inaugural year's 20%: "When you buy: $2,560" on My subscription.
      expect.objectContaining({
        status: 'SUCCEEDED',
        amountCents: 256_000,
        discountCents: 64_000,
        discountCode: 'inaugural_year_discount',
        periodStart: at(1).toISOString(),
      }),
    ]);
    expect(await current(t, 'vendor.admin@demo.test')).toMatchObject({
      discount: expect.objectContaining({ discount: expect.objectContaining({ id: 'inaugural_year_discount' }) }),
    });
  });

  it('moves to PAST_DUE when the renewal charge fails, and back to ACTIVE when a purchase succeeds', async () => {
    t.clock.set(TEST_NOW);
    // Atlas: replace its card with one whose charges fail, then let the month end.
    expect((await submitCard(t, 'daniel.ward@atlasoncology.example', TEST_CARDS.chargeFails)).statusCode).toBe(303);
    t.clock.set(at(20));
    expect(await current(t, 'sponsor.nointerests@demo.test')).toMatchObject({
      status: 'PAST_DUE',
      currentPeriodStart: '2026-03-18T10:00:00.000Z',
      gracePeriodEndDate: '2026-04-02T10:00:00.000Z',
    });
    await submitCard(t, 'daniel.ward@atlasoncology.example', TEST_CARDS.ok);
    const code = 'innovator_sponsor_team_mid';
    const option = (await t.request({ url: `/v1/subscriptions/options?code=${code}&interval=MONTH` })).json()[0];
    const res = await sendAs(t, 'daniel.ward@atlasoncology.example', 'POST', '/v1/subscriptions', {
      priceId: option.priceId,
    });
    expect(res.json()).toMatchObject({
      confirmation: 'PAYMENT_RECEIVED',
      subscription: { status: 'ACTIVE', typeCode: code },
    });
  });

  it('cancels a paid subscription at the end of its period, then ends it', async () => {
    t.clock.set(TEST_NOW);
    const before = await current(t, 'sponsor.admin@demo.test');
    const res = await sendAs(t, 'sponsor.admin@demo.test', 'DELETE', `/v1/subscriptions/${before.id}`);
    expect(res.json()).toMatchObject({
      confirmation: 'SUBSCRIPTION_DEACTIVATED',
      subscription: { status: 'ACTIVE', cancelAtPeriodEnd: true, canceledAt: TEST_NOW.toISOString() },
    });
    expect((await sendAs(t, 'sponsor.admin@demo.test', 'DELETE', `/v1/subscriptions/${before.id}`)).statusCode).toBe(
      409,
    );
    t.clock.set(at(306));
    expect(await current(t, 'sponsor.admin@demo.test')).toMatchObject({ status: 'ENDED', endReason: 'CANCELED' });
    expect((await getAs(t, 'sponsor.admin@demo.test', '/v1/subscriptions/payments')).json().totalElements).toBe(2);
  });
});

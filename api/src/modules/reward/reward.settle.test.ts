import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { buy, DAY, getAs, sendAs, submitCard, TEST_CARDS } from '../subscription/subscription.testing.js';
import { VOID_REASONS } from './reward.rules.js';
import { registerCompany } from './reward.testing.js';

const VENDOR = 'vendor.admin@demo.test';
const HELIXA = 'sponsor.admin@demo.test';

/** Claims the referrer's link as a new company's founder, then starts its trial and pays for it. */
async function referredAndPaying(t: TestApp, name: string, referrer: string) {
  const company = await registerCompany(t, name);
  const code = (await getAs(t, referrer, '/v1/referrals/me')).json().code;
  expect((await sendAs(t, company.admin, 'POST', '/v1/referrals/claims', { code })).statusCode).toBe(204);
  // The first purchase starts the free trial: nothing is paid, nothing qualifies.
  expect((await buy(t, company.admin, 'innovator_sponsor_individual', 'MONTH')).statusCode).toBe(201);
  await t.jobs.drain();
  expect((await getAs(t, company.admin, '/v1/referrals/me')).json().referredBy).toMatchObject({ status: 'REGISTERED' });
  await submitCard(t, company.admin, TEST_CARDS.ok);
  const paid = await buy(t, company.admin, 'innovator_sponsor_individual', 'MONTH');
  expect(paid.json()).toMatchObject({ confirmation: 'PAYMENT_RECEIVED' });
  return company;
}

const rewardsOf = async (t: TestApp, email: string) => (await getAs(t, email, '/v1/referrals/rewards')).json();

describe.each(testDatabaseKinds(import.meta.url))('referrals qualify, earn, apply and undo (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  it("qualifies at the referred company's first paid charge and earns the referrer 50% off its next charge, applied once", async () => {
    const company = await referredAndPaying(t, 'Brightwater Bio', VENDOR);
    expect(t.jobs.sent.map((job) => job.name)).toContain('subscription-payment-succeeded');
    await t.jobs.drain();
    const came = (await getAs(t, company.admin, '/v1/referrals/me')).json().referredBy;
    expect(came).toMatchObject({ referrerCompanyName: 'Meridian Clinical Research', status: 'QUALIFIED' });
    const earned = await rewardsOf(t, 'vendor.member@demo.test');
    expect(earned.content[0]).toMatchObject({
      referredCompanyName: 'Brightwater Bio',
      percentOff: 50,
      status: 'EARNED',
      appliedAt: null,
      payment: null,
    });
    expect((await rewardsOf(t, HELIXA)).totalElements).toBe(0);

    // Meridian's trial converts on a card: 50% beats its 20% inaugural discount (they never stack).
    await submitCard(t, VENDOR, TEST_CARDS.ok);
    t.clock.set(new Date(TEST_NOW.getTime() + 1.5 * DAY));
    expect((await getAs(t, VENDOR, '/v1/subscriptions/users/current/details')).json()).toMatchObject({
      status: 'ACTIVE',
    });
    const history = (await getAs(t, VENDOR, '/v1/subscriptions/payments?size=1')).json();
    expect(history.content[0]).toMatchObject({
      status: 'SUCCEEDED',
      amountCents: 160_000,
      discountCents: 160_000,
      discountCode: null,
      description: 'Innovator for vendors (51-500 employees), yearly (Referral reward: 50% off)',
    });
    const applied = (await rewardsOf(t, VENDOR)).content[0];
    expect(applied).toMatchObject({
      status: 'APPLIED',
      appliedDiscountCents: 160_000,
      payment: { id: history.content[0].id, amountCents: 160_000 },
    });
    t.clock.set(TEST_NOW);
  });

  it('voids a referral cancelled within its first period, withdrawing an unapplied reward with the reason', async () => {
    const company = await referredAndPaying(t, 'Cedarline Therapeutics', HELIXA);
    await t.jobs.drain();
    expect((await rewardsOf(t, HELIXA)).content[0]).toMatchObject({ status: 'EARNED' });
    const current = (await getAs(t, company.admin, '/v1/subscriptions/users/current/details')).json();
    expect((await sendAs(t, company.admin, 'DELETE', `/v1/subscriptions/${current.id}`)).statusCode).toBe(200);
    expect(t.jobs.sent.map((job) => job.name)).toContain('subscription-canceled');
    await t.jobs.drain();
    const referral = (await getAs(t, HELIXA, '/v1/referrals')).json().content[0];
    expect(referral).toMatchObject({
      companyName: 'Cedarline Therapeutics',
      status: 'VOID',
      voidReason: VOID_REASONS.canceled,
    });
    expect((await rewardsOf(t, HELIXA)).content[0]).toMatchObject({ status: 'WITHDRAWN', appliedAt: null });
    // Helixa's renewal is then charged as usual, its early-adopter discount alone.
    expect((await rewardsOf(t, HELIXA)).content.filter((r: { status: string }) => r.status === 'EARNED')).toEqual([]);
  });
});

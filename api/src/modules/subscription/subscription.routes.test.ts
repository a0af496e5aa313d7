import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../seed/personas.js';
import { createTestApp, TEST_NOW, type TestApp, testDatabaseKinds } from '../../testing/index.js';

const DAY = 86_400_000;

describe.each(testDatabaseKinds(import.meta.url))('subscription routes (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  const get = (email: string, url: string) => t.request({ url, token: t.tokenFor(email) });
  const active = PERSONAS.filter((p) => !p.admin && p.active && p.company !== 'Quiet Harbor Ventures');

  it.each(active.map((p) => [p.email, p] as const))('answers the seeded state for %s', async (email, persona) => {
    const res = await get(email, '/v1/subscriptions/users/current');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...persona.expected, billingAdmin: persona.billingAdmin });
  });

  it.each([
    ['sponsor.admin@demo.test', 'CONTENT'],
    ['sponsor.member@demo.test', 'LOGIN_PROMPT'],
    ['vendor.admin@demo.test', 'CONTENT'],
    ['site.admin@demo.test', 'CONTENT'],
    ['new.user@demo.test', 'NOTHING'],
  ])("answers the billing view %s sees (spec §2's billing-admin guard): %s", async (email, billingView) => {
    expect((await get(email, '/v1/subscriptions/users/current')).json()).toMatchObject({ billingView });
  });

  it('answers plan NONE with nulls for a company without a subscription', async () => {
    expect((await get('new.user@demo.test', '/v1/subscriptions/users/current')).json()).toEqual({
      id: null,
      plan: 'NONE',
      status: null,
      endDate: null,
      period: null,
      billingAdmin: false,
      billingView: 'NOTHING',
      typeCode: null,
      name: 'No subscription',
      inForce: false,
      reminder: null,
    });
  });

  it('answers whether the plan is in force and the reminder that is due (spec §4)', async () => {
    const current = async (email: string) => (await get(email, '/v1/subscriptions/users/current')).json();
    expect(await current('sponsor.admin@demo.test')).toMatchObject({ status: 'ACTIVE', inForce: true, reminder: null });
    // Two days of trial left, today included: the reminder is due (3 or fewer).
    expect(await current('vendor.admin@demo.test')).toMatchObject({
      status: 'TRIALING',
      inForce: true,
      reminder: { kind: 'FREE_TRIAL', daysLeft: 2 },
    });
    // Past due since a monthly period ended on 25 March: grace until 25 February + 15 days = 12 March.
    expect(await current('pastdue.admin@demo.test')).toMatchObject({
      status: 'PAST_DUE',
      inForce: true,
      reminder: { kind: 'GRACE_PERIOD', daysLeft: 11 },
    });
    expect(await current('expired.admin@demo.test')).toMatchObject({ status: 'ENDED', inForce: false, reminder: null });
  });

  it('answers why the caller may not buy, and the terms every subscription follows', async () => {
    const details = async (email: string) => (await get(email, '/v1/subscriptions/users/current/details')).json();
    expect((await details('sponsor.admin@demo.test')).purchaseRefusal).toBeNull();
    expect((await details('sponsor.member@demo.test')).purchaseRefusal).toEqual({
      code: 'Subscription_351',
      message: 'Only your company administrator can purchase subscription.',
    });
    const terms = await t.request({ url: '/v1/subscriptions/terms' });
    expect(terms.json()).toEqual({ trialDays: 180, gracePeriodDays: 15, trialReminderDays: 3 });
  });

  it('dates the personas from the seed clock', async () => {
    const helixa = (await get('sponsor.admin@demo.test', '/v1/subscriptions/users/current/details')).json();
    expect(helixa.currentPeriodStart).toBe(new Date(TEST_NOW.getTime() - 60 * DAY).toISOString());
    expect(helixa.endDate).toBe('2026-01-01T10:00:00.000Z'.replace('2026', '2027'));
    expect(helixa.price).toEqual({ amount: 2500, amountCents: 250_000, currency: 'USD', interval: 'YEAR' });
    const pastDue = (await get('pastdue.admin@demo.test', '/v1/subscriptions/users/current/details')).json();
    expect(pastDue).toMatchObject({
      status: 'PAST_DUE',
      currentPeriodStart: new Date(TEST_NOW.getTime() - 5 * DAY).toISOString(),
      endDate: '2026-03-25T10:00:00.000Z',
      price: { amount: 180, interval: 'MONTH' },
    });
    const ended = (await get('expired.admin@demo.test', '/v1/subscriptions/users/current')).json();
    expect(ended.endDate).toBe(new Date(TEST_NOW.getTime() - 10 * DAY).toISOString());
  });

  it('shows the trial with its end one day ahead and active by the clock', async () => {
    const details = (await get('vendor.admin@demo.test', '/v1/subscriptions/users/current/details')).json();
    expect(details).toMatchObject({
      status: 'TRIALING',
      trialEndDate: new Date(TEST_NOW.getTime() + DAY).toISOString(),
      paymentType: 'FREE',
      price: { amount: 3200, interval: 'YEAR' },
    });
    const trials = (await get('vendor.member@demo.test', '/v1/subscriptions/users/trials')).json();
    expect(trials).toEqual([
      {
        id: expect.any(Number),
        typeCode: 'innovator_cro_technology_service_provider_mid',
        startDate: new Date(TEST_NOW.getTime() - 179 * DAY).toISOString(),
        endDate: new Date(TEST_NOW.getTime() + DAY).toISOString(),
        active: true,
      },
    ]);
    t.clock.advance(2 * DAY);
    expect((await get('vendor.member@demo.test', '/v1/subscriptions/users/trials')).json()[0].active).toBe(false);
    t.clock.set(TEST_NOW);
  });

  it('gives no price for Explorer and an empty trial list without trials', async () => {
    expect((await get('site.admin@demo.test', '/v1/subscriptions/users/current/details')).json()).toMatchObject({
      plan: 'EXPLORER',
      price: null,
      trialEndDate: null,
    });
    expect((await get('site.admin@demo.test', '/v1/subscriptions/users/trials')).json()).toEqual([]);
    expect((await get('new.user@demo.test', '/v1/subscriptions/users/current/details')).json()).toMatchObject({
      plan: 'NONE',
      paymentType: 'NONE',
      companyId: expect.any(Number),
    });
  });
});

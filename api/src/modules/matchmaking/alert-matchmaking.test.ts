import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { ROLE_IDS } from '../company/index.js';
import { userInterestItems } from '../account/index.js';
import { announceAlertPublished, capabilityAlerts } from '../capability/index.js';
import { notifications } from '../notification/index.js';
import { emailPreferences } from '../preferences/index.js';
import { subscriptions } from '../subscription/index.js';
import { users } from '../user/index.js';
import { runAlertMatchmaking } from './alert-matchmaking.js';
import { sweepMatchmaking } from './matchmaking.sweep.js';
import { insertManyCompanies, referenceIdsByName } from './matchmaking.testing.js';

describe.each(testDatabaseKinds(import.meta.url))('capability alert matchmaking (%s)', (kind) => {
  let t: TestApp;
  let ref: Awaited<ReturnType<typeof referenceIdsByName>>;
  let vendor: { companyId: number; userId: number };
  /** Members by situation: interested with a plan, without a plan, opted out, no interest, own company. */
  const who: Record<string, number> = {};

  const memberOf = async (companyId: number) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId)))[0]?.id ?? 0;
  const company = async (prefix: string, plan: 'EXPLORER' | 'INNOVATOR' | null, interests: number[]) => {
    const { companyIds } = await insertManyCompanies(t.database.db, {
      prefix,
      count: 1,
      roleId: ROLE_IDS.sponsor,
      referenceIds: [],
    });
    const companyId = companyIds[0] ?? 0;
    if (plan) await t.database.db.insert(subscriptions).values({ companyId, plan, status: 'ACTIVE' });
    const userId = await memberOf(companyId);
    if (interests.length > 0)
      await t.database.db
        .insert(userInterestItems)
        .values(interests.map((referenceItemId) => ({ userId, referenceItemId })));
    return { companyId, userId };
  };
  const alert = async (title: string, referenceIds: number[], validUntil = '2099-01-01', now = t.clock.now()) => {
    const [row] = await t.database.db
      .insert(capabilityAlerts)
      .values({
        ...vendor,
        createdByUserId: vendor.userId,
        title,
        description: `${title}: capacity from next month.`,
        referenceIds,
        validUntil,
        publishedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: capabilityAlerts.id });
    return row?.id ?? 0;
  };
  const told = async (alertId: number) =>
    (
      await t.database.db
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(and(eq(notifications.subjectKind, 'CAPABILITY_ALERT'), eq(notifications.subjectId, alertId)))
    ).map((r) => r.userId);

  beforeAll(async () => {
    t = await createTestApp({ kind });
    ref = await referenceIdsByName(t.database.db);
    const eye = ref('THERAPEUTIC_AREAS', 'Ophthalmology');
    const v = await insertManyCompanies(t.database.db, {
      prefix: 'Eye Vendor',
      count: 1,
      roleId: ROLE_IDS.cro,
      referenceIds: [eye],
    });
    vendor = { companyId: v.companyIds[0] ?? 0, userId: await memberOf(v.companyIds[0] ?? 0) };
    await t.database.db.insert(userInterestItems).values({ userId: vendor.userId, referenceItemId: eye });
    who.explorer = (await company('Interested Explorer', 'EXPLORER', [eye])).userId;
    who.innovator = (await company('Interested Innovator', 'INNOVATOR', [ref('INDICATIONS', 'Glaucoma')])).userId;
    who.noPlan = (await company('Interested Freeloader', null, [eye])).userId;
    who.optedOut = (await company('Interested Quiet', 'EXPLORER', [eye])).userId;
    await t.database.db.insert(emailPreferences).values({ userId: who.optedOut, matches: false });
    who.elsewhere = (await company('Skin People', 'EXPLORER', [ref('THERAPEUTIC_AREAS', 'Dermatology')])).userId;
  });
  afterAll(async () => t.close());

  it('notifies members on a plan whose interests meet the alert, in batches, once', async () => {
    const id = await alert('Retina imaging reads', [ref('THERAPEUTIC_AREAS', 'Ophthalmology')]);
    await announceAlertPublished(t.app, id);
    expect(t.jobs.sent).toContainEqual({ name: 'alert-matchmaking', data: { alertId: id } });
    expect(await told(id)).toEqual([]);
    await t.jobs.drain();
    const expected = [who.explorer, who.innovator].sort((a, b) => (a ?? 0) - (b ?? 0));
    expect((await told(id)).sort((a, b) => a - b)).toEqual(expected);
    const [one] = await t.database.db.select().from(notifications).where(eq(notifications.subjectId, id));
    expect(one).toMatchObject({
      kind: 'CAPABILITY_MATCH',
      title: 'New capability alert from Eye Vendor 1: Retina imaging reads',
      link: `/capability?alert=${id}`,
    });
    expect(await runAlertMatchmaking(t.app, id, { batchUsers: 1 })).toMatchObject({ ran: true, notified: 0 });
    expect(await told(id)).toHaveLength(2);
  });

  it('works in batches of users', async () => {
    const id = await alert('Glaucoma field tests', [ref('INDICATIONS', 'Glaucoma')]);
    expect(await runAlertMatchmaking(t.app, id, { batchUsers: 1 })).toEqual({
      ran: true,
      companies: 0,
      notified: 2,
      batches: 2,
    });
  });

  it('tells nobody about an expired or withdrawn alert', async () => {
    const expired = await alert('Old capacity', [ref('THERAPEUTIC_AREAS', 'Ophthalmology')], '2020-01-01');
    expect((await runAlertMatchmaking(t.app, expired)).ran).toBe(false);
    const withdrawn = await alert('Withdrawn', [ref('THERAPEUTIC_AREAS', 'Ophthalmology')]);
    await t.database.db
      .update(capabilityAlerts)
      .set({ withdrawnAt: t.clock.now() })
      .where(eq(capabilityAlerts.id, withdrawn));
    expect((await runAlertMatchmaking(t.app, withdrawn)).ran).toBe(false);
    expect([...(await told(expired)), ...(await told(withdrawn))]).toEqual([]);
  });

  it('is rerun by the sweep when its send was lost (published over a minute ago)', async () => {
    const past = new Date(t.clock.now().getTime() - 5 * 60_000);
    const id = await alert('Lost alert send', [ref('THERAPEUTIC_AREAS', 'Ophthalmology')], '2099-01-01', past);
    expect(await told(id)).toEqual([]);
    expect((await sweepMatchmaking(t.app)).alerts).toBeGreaterThanOrEqual(1);
    expect(await told(id)).toHaveLength(2);
  });
});

import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { companies, ROLE_IDS } from '../company/index.js';
import { notifications } from '../notification/index.js';
import { emailPreferences } from '../preferences/index.js';
import { announceRequestPublished, requestInvites, requests } from '../requests/index.js';
import { users } from '../user/index.js';
import { insertManyCompanies, insertPublishedRequest, referenceIdsByName } from './matchmaking.testing.js';
import { runRequestMatchmaking } from './request-matchmaking.js';
import { sweepMatchmaking } from './matchmaking.sweep.js';

describe.each(testDatabaseKinds(import.meta.url))('request matchmaking (%s)', (kind) => {
  let t: TestApp;
  let ref: Awaited<ReturnType<typeof referenceIdsByName>>;
  let poster: { companyId: number; userId: number };
  let matching: number[];
  let optedOut: number;

  const notifiedUsers = async (requestId: number) =>
    (
      await t.database.db
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(and(eq(notifications.subjectKind, 'REQUEST'), eq(notifications.subjectId, requestId)))
    ).map((r) => r.userId);
  const membersOf = async (companyIds: number[]) =>
    (await t.database.db.select({ id: users.id, companyId: users.companyId }).from(users))
      .filter((u) => u.companyId !== null && companyIds.includes(u.companyId))
      .map((u) => u.id);
  /** A published SITE request of the poster, PENDING (as the publish leaves it). */
  const post = (
    title: string,
    referenceIds: number[],
    extra: Partial<Parameters<typeof insertPublishedRequest>[1]> = {},
  ) =>
    insertPublishedRequest(t.database.db, {
      kind: 'SITE',
      ...poster,
      title,
      referenceIds,
      at: t.clock.now(),
      ...extra,
    });
  const stateOf = async (id: number) =>
    (await t.database.db.select({ m: requests.matchmaking }).from(requests).where(eq(requests.id, id)))[0]?.m;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    ref = await referenceIdsByName(t.database.db);
    const db = t.database.db;
    const eye = ref('THERAPEUTIC_AREAS', 'Ophthalmology');
    // 25 matching sites with 2 members each; 1 opted out of matches.
    matching = (
      await insertManyCompanies(db, {
        prefix: 'Eye Site',
        count: 25,
        roleId: ROLE_IDS.site,
        referenceIds: [eye],
        members: 2,
      })
    ).companyIds;
    // Not matching: another area, a sponsor in the area, an unclaimed profile, an inactive company.
    await insertManyCompanies(db, {
      prefix: 'Skin Site',
      count: 3,
      roleId: ROLE_IDS.site,
      referenceIds: [ref('THERAPEUTIC_AREAS', 'Dermatology')],
    });
    await insertManyCompanies(db, { prefix: 'Eye Sponsor', count: 2, roleId: ROLE_IDS.sponsor, referenceIds: [eye] });
    await insertManyCompanies(db, {
      prefix: 'Eye Unclaimed',
      count: 2,
      roleId: ROLE_IDS.site,
      referenceIds: [eye],
      status: 'APPROVED',
    });
    const inactive = await insertManyCompanies(db, {
      prefix: 'Eye Closed',
      count: 1,
      roleId: ROLE_IDS.site,
      referenceIds: [eye],
    });
    await db
      .update(companies)
      .set({ active: false })
      .where(eq(companies.id, inactive.companyIds[0] ?? 0));
    const [first] = await membersOf([matching[0] ?? 0]);
    optedOut = first ?? 0;
    await db.insert(emailPreferences).values({ userId: optedOut, matches: false });
    // The poster: a sponsor that itself links the area (never notified about its own request).
    const posterCompany = await insertManyCompanies(db, {
      prefix: 'Poster',
      count: 1,
      roleId: ROLE_IDS.sponsor,
      referenceIds: [eye],
    });
    const posterId = posterCompany.companyIds[0] ?? 0;
    poster = { companyId: posterId, userId: (await membersOf([posterId]))[0] ?? 0 };
  });
  afterAll(async () => t.close());

  it('notifies the members of every matching company in batches, then marks the request DONE', async () => {
    const id = await post('Sites for a wet AMD study', [ref('THERAPEUTIC_AREAS', 'Ophthalmology')]);
    const live: number[] = [];
    const off = t.app.deps.events.subscribe(optedOut + 1, () => live.push(1));
    const result = await runRequestMatchmaking(t.app, id, { batchCompanies: 10 });
    off();
    expect(result).toEqual({ ran: true, companies: 25, notified: 49, batches: 3 });
    const expected = (await membersOf(matching)).filter((u) => u !== optedOut);
    expect((await notifiedUsers(id)).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expect(live).toHaveLength(1);
    expect(await stateOf(id)).toBe('DONE');
    const [one] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.subjectId, id), eq(notifications.userId, optedOut + 1)));
    expect(one).toMatchObject({
      kind: 'REQUEST_MATCH',
      title: 'New clinical trial site request matching Eye Site 1: Sites for a wet AMD study',
      body: 'We are looking for partners: Sites for a wet AMD study.',
      link: `/requests/${id}`,
      subjectKind: 'REQUEST',
    });
  });

  it('never notifies twice: a second run does nothing, a rerun of a PENDING request skips those told', async () => {
    const id = await post('Glaucoma sites', [ref('INDICATIONS', 'Glaucoma')]);
    const first = await runRequestMatchmaking(t.app, id, { batchCompanies: 7 });
    expect(first.notified).toBe(49);
    expect((await runRequestMatchmaking(t.app, id)).ran).toBe(false);
    // As if the job crashed after its batches committed but before DONE: the rerun finds nobody new.
    await t.database.db.update(requests).set({ matchmaking: 'PENDING' }).where(eq(requests.id, id));
    expect(await runRequestMatchmaking(t.app, id)).toMatchObject({ ran: true, notified: 0 });
    expect(await notifiedUsers(id)).toHaveLength(49);
    expect(await stateOf(id)).toBe('DONE');
  });

  it('runs through the job queue: the publish only sends, the job notifies', async () => {
    const id = await post('Retina sites', [ref('THERAPEUTIC_AREAS', 'Ophthalmology')]);
    await announceRequestPublished(t.app, id);
    expect(t.jobs.sent).toContainEqual({ name: 'request-matchmaking', data: { requestId: id } });
    expect(await stateOf(id)).toBe('PENDING');
    await t.jobs.drain();
    expect(await stateOf(id)).toBe('DONE');
    expect(await notifiedUsers(id)).toHaveLength(49);
  });

  it('matches SERVICE requests on services and regions, widened to parents and children', async () => {
    const db = t.database.db;
    const monitoring = ref('SERVICES', 'Remote Monitoring');
    const westernEurope = ref('REGIONS', 'Western Europe');
    const cro = await insertManyCompanies(db, {
      prefix: 'Remote CRO',
      count: 2,
      roleId: ROLE_IDS.cro,
      referenceIds: [ref('SERVICES', 'Clinical Monitoring'), westernEurope],
    });
    await insertManyCompanies(db, {
      prefix: 'Remote Site',
      count: 1,
      roleId: ROLE_IDS.site,
      referenceIds: [monitoring, westernEurope],
    });
    await insertManyCompanies(db, {
      prefix: 'Asia CRO',
      count: 1,
      roleId: ROLE_IDS.cro,
      referenceIds: [monitoring, ref('REGIONS', 'Japan')],
    });
    await insertManyCompanies(db, {
      prefix: 'Coding CRO',
      count: 1,
      roleId: ROLE_IDS.cro,
      referenceIds: [ref('SERVICES', 'Medical Coding'), westernEurope],
    });
    const id = await post('Remote monitoring in Europe', [monitoring, ref('REGIONS', 'Europe')], { kind: 'SERVICE' });
    await runRequestMatchmaking(t.app, id);
    const told = await notifiedUsers(id);
    // The two CROs (parent service, child region); not the site, the CRO in Japan nor the one coding data.
    expect(told).toEqual(expect.arrayContaining(await membersOf(cro.companyIds)));
    const others = await t.database.db
      .select({ name: companies.name })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(sql`${users.id} = ANY(${`{${told.join(',')}}`}::int[])`);
    expect(others.map((o) => o.name).filter((n) => /Remote Site|Asia CRO|Coding CRO/.test(n))).toEqual([]);
  });

  it('notifies every invited company of an INVITED request, matching or not, and nobody else', async () => {
    const db = t.database.db;
    const invited = await insertManyCompanies(db, {
      prefix: 'Invited Lab',
      count: 2,
      roleId: ROLE_IDS.investor,
      referenceIds: [],
    });
    const id = await post('Private eye sites', [ref('THERAPEUTIC_AREAS', 'Ophthalmology')], { visibility: 'INVITED' });
    await db
      .insert(requestInvites)
      .values(invited.companyIds.map((companyId) => ({ requestId: id, companyId, invitedAt: t.clock.now() })));
    expect(await runRequestMatchmaking(t.app, id)).toMatchObject({ companies: 2, notified: 2 });
    expect((await notifiedUsers(id)).sort()).toEqual((await membersOf(invited.companyIds)).sort());
  });

  it('tells nobody about a request closed before its job ran', async () => {
    const id = await post('Closed quickly', [ref('THERAPEUTIC_AREAS', 'Ophthalmology')]);
    await t.database.db.update(requests).set({ status: 'CLOSED' }).where(eq(requests.id, id));
    expect(await runRequestMatchmaking(t.app, id)).toEqual({ ran: true, companies: 0, notified: 0, batches: 1 });
    expect(await stateOf(id)).toBe('DONE');
  });

  it('sweeps requests left PENDING for over a minute (a lost send), not fresh ones', async () => {
    const now = t.clock.now();
    const lost = await post('Lost send', [ref('THERAPEUTIC_AREAS', 'Ophthalmology')], {
      at: new Date(now.getTime() - 120_000),
    });
    const fresh = await post('Just published', [ref('THERAPEUTIC_AREAS', 'Ophthalmology')]);
    await sweepMatchmaking(t.app);
    expect(await stateOf(lost)).toBe('DONE');
    expect(await stateOf(fresh)).toBe('PENDING');
  });
});

describe('request matchmaking with many companies (pglite)', () => {
  let t: TestApp;
  afterAll(async () => t.close());

  it('answers the publish at once; the fan-out then notifies 1,200 companies in batches of 200', async () => {
    t = await createTestApp();
    const db = t.database.db;
    const ref = await referenceIdsByName(db);
    const area = ref('THERAPEUTIC_AREAS', 'Pain & Anesthesiology');
    await insertManyCompanies(db, { prefix: 'Pain CRO', count: 1200, roleId: ROLE_IDS.cro, referenceIds: [area] });
    const poster = await insertManyCompanies(db, {
      prefix: 'Pain Sponsor',
      count: 1,
      roleId: ROLE_IDS.sponsor,
      referenceIds: [],
    });
    const [posterUser] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.companyId, poster.companyIds[0] ?? 0));
    const id = await insertPublishedRequest(db, {
      kind: 'SITE',
      companyId: poster.companyIds[0] ?? 0,
      userId: posterUser?.id ?? 0,
      title: 'Postoperative pain sites',
      referenceIds: [area],
      at: t.clock.now(),
    });
    const started = performance.now();
    await announceRequestPublished(t.app, id);
    expect(performance.now() - started).toBeLessThan(200);
    const run = await runRequestMatchmaking(t.app, id);
    expect(run.companies).toBeGreaterThanOrEqual(1200);
    expect(run).toMatchObject({ ran: true, notified: run.companies, batches: Math.ceil(run.companies / 200) });
    // The job the publish sent finds the request DONE and notifies nobody twice.
    await t.jobs.drain();
    const [told] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.subjectKind, 'REQUEST'), eq(notifications.subjectId, id)));
    expect(told?.n).toBe(run.notified);
  }, 60_000);
});

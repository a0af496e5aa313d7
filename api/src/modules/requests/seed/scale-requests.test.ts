import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../../clock.js';
import { createTestDatabase, type TestDatabase, TEST_NOW, testDatabaseKinds } from '../../../testing/index.js';
import { HEAVY_REQUEST_RESPONSES, responseCounts } from './scale-requests.plan.js';
import { seedScaleRequests } from './scale-requests.js';
import { runSeed } from '../../../seed/seed.js';

const rows = async <T>(database: TestDatabase, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('requests scale plan', () => {
  it('spreads exactly the asked number of responses, none on drafts, the heavy request first', () => {
    const statuses = Array.from({ length: 500 }, (_, i) => (i % 20 === 3 ? ('DRAFT' as const) : ('OPEN' as const)));
    const counts = responseCounts(statuses, 5000, 400);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5000);
    expect(counts[0]).toBe(HEAVY_REQUEST_RESPONSES);
    expect(counts.filter((_, i) => statuses[i] === 'DRAFT').every((c) => c === 0)).toBe(true);
    expect(responseCounts(statuses, 5000, 400)).toEqual(counts);
  });
});

describe.each(testDatabaseKinds(import.meta.url))('seedScaleRequests on %s', (kind) => {
  let db: TestDatabase;
  const options = { requests: 300, responses: 1500, now: TEST_NOW, batchSize: 120 };

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    await runSeed(db.db, { mode: 'demo', clock: createFixedClock(TEST_NOW) });
    expect(await seedScaleRequests(db.db, options)).toMatchObject({ existing: 0, inserted: 300, responses: 1500 });
  }, 120_000);
  afterAll(() => db.dispose());

  it('inserts a mix of kinds, statuses and visibilities over many posters', async () => {
    const [mix] = await rows<{ n: number; kinds: number; statuses: number; invited: number; posters: number }>(
      db,
      sql`SELECT count(*)::int AS n, count(DISTINCT kind)::int AS kinds, count(DISTINCT status)::int AS statuses,
            count(*) FILTER (WHERE visibility = 'INVITED')::int AS invited, count(DISTINCT company_id)::int AS posters
          FROM requests WHERE title LIKE '% SR-%'`,
    );
    expect(mix).toMatchObject({ n: 300, kinds: 3, statuses: 4 });
    expect(mix?.invited).toBeGreaterThan(10);
    expect(mix?.posters).toBeGreaterThan(20);
    const [refs] = await rows<{ without: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE cardinality(reference_ids) = 0)::int AS without FROM requests WHERE title LIKE '% SR-%'`,
    );
    expect(refs?.without).toBe(0);
  });

  it('gives responses from companies other than the poster, never to drafts, one per company, invited ones invited', async () => {
    const [wrong] = await rows<{ own: number; drafts: number; uninvited: number; total: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE x.company_id = r.company_id)::int AS own,
            count(*) FILTER (WHERE r.status = 'DRAFT')::int AS drafts,
            count(*) FILTER (WHERE r.visibility = 'INVITED' AND NOT EXISTS (
              SELECT 1 FROM request_invites i WHERE i.request_id = r.id AND i.company_id = x.company_id))::int AS uninvited,
            count(*)::int AS total
          FROM request_responses x JOIN requests r ON r.id = x.request_id WHERE r.title LIKE '% SR-%'`,
    );
    expect(wrong).toEqual({ own: 0, drafts: 0, uninvited: 0, total: 1500 });
    const [awarded] = await rows<{ bad: number }>(
      db,
      sql`SELECT count(*)::int AS bad FROM requests r WHERE r.status = 'AWARDED' AND r.title LIKE '% SR-%'
            AND (SELECT count(*) FROM request_responses x WHERE x.request_id = r.id AND x.status = 'AWARDED') > 1`,
    );
    expect(awarded?.bad).toBe(0);
  });

  it('resumes: running it again adds nothing, and the flags follow the records', async () => {
    expect(await seedScaleRequests(db.db, options)).toMatchObject({ existing: 300, inserted: 0 });
    const [flags] = await rows<{ wrong: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE has_published_requests <> EXISTS (
            SELECT 1 FROM requests r WHERE r.company_id = c.id AND r.status = 'OPEN' AND r.visibility = 'PUBLIC'))::int AS wrong
          FROM companies c`,
    );
    expect(flags?.wrong).toBe(0);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../clock.js';
import { createTestDatabase, type TestDatabase, TEST_NOW } from '../testing/index.js';
import { runSeed } from './seed.js';

const rows = async <T>(database: TestDatabase, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('demo requests, capability alerts and looking-for items', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    await runSeed(db.db, { mode: 'demo', clock: createFixedClock(TEST_NOW) });
  });
  afterAll(async () => db?.dispose());

  it('has requests of every kind, status and visibility, by Helixa and another sponsor', async () => {
    const found = await rows<{ kind: string; status: string; visibility: string; company: string }>(
      db,
      sql`SELECT r.kind, r.status, r.visibility, c.name AS company FROM requests r JOIN companies c ON c.id = r.company_id`,
    );
    expect(new Set(found.map((r) => r.kind))).toEqual(new Set(['SITE', 'SERVICE', 'INNOVATION']));
    expect(new Set(found.map((r) => r.status))).toEqual(new Set(['DRAFT', 'OPEN', 'CLOSED', 'AWARDED']));
    expect(new Set(found.map((r) => r.visibility))).toEqual(new Set(['PUBLIC', 'INVITED']));
    expect(found.filter((r) => r.company === 'Helixa Biotherapeutics').length).toBeGreaterThanOrEqual(5);
    expect(found.filter((r) => r.company === 'Atlas Oncology Partners').length).toBeGreaterThanOrEqual(2);
    // Nothing waits for a fan-out on first start.
    const [pending] = await rows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM requests WHERE matchmaking = 'PENDING'`,
    );
    expect(pending?.n).toBe(0);
  });

  it('gives every response the thread it opened with the poster, in every status', async () => {
    const responses = await rows<{
      status: string;
      company: string;
      thread_subject: string | null;
      about: string;
      to_poster: boolean;
      reason: string | null;
    }>(
      db,
      sql`SELECT x.status, c.name AS company, t.subject AS thread_subject, t.about_kind AS about,
            t.to_company_id = r.company_id AND t.from_company_id = x.company_id AS to_poster, x.decline_reason AS reason
          FROM request_responses x JOIN requests r ON r.id = x.request_id JOIN companies c ON c.id = x.company_id
          LEFT JOIN message_threads t ON t.id = x.thread_id`,
    );
    expect(new Set(responses.map((r) => r.status))).toEqual(
      new Set(['SUBMITTED', 'SHORTLISTED', 'DECLINED', 'AWARDED', 'NOT_AWARDED']),
    );
    expect(
      responses.every((r) => r.thread_subject?.startsWith('Response: ') && r.about === 'REQUEST' && r.to_poster),
    ).toBe(true);
    expect(responses.some((r) => r.company === 'Meridian Clinical Research')).toBe(true);
    expect(responses.filter((r) => r.status === 'DECLINED').every((r) => (r.reason ?? '').length > 0)).toBe(true);
  });

  it('has questions answered and unanswered, alerts current and expired, and added looking-for items', async () => {
    const [questions] = await rows<{ answered: number; open: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE answer IS NOT NULL)::int AS answered, count(*) FILTER (WHERE answer IS NULL)::int AS open FROM request_questions`,
    );
    expect(questions?.answered).toBeGreaterThan(0);
    expect(questions?.open).toBeGreaterThan(0);
    const alerts = await rows<{ company: string; current: boolean }>(
      db,
      sql`SELECT c.name AS company, a.valid_until >= ${TEST_NOW.toISOString().slice(0, 10)}::date AS current
          FROM capability_alerts a JOIN companies c ON c.id = a.company_id`,
    );
    expect(
      alerts
        .filter((a) => a.company === 'Meridian Clinical Research')
        .map((a) => a.current)
        .sort(),
    ).toEqual([false, true]);
    expect(alerts.some((a) => a.company === 'Lakeshore Research Institute' && a.current)).toBe(true);
    const [items] = await rows<{ n: number }>(
      db,
      sql`SELECT count(DISTINCT company_id)::int AS n FROM looking_for_items WHERE text IS NOT NULL`,
    );
    expect(items?.n).toBeGreaterThanOrEqual(5);
  });

  it('flags exactly the companies with open public requests and current alerts', async () => {
    const [wrong] = await rows<{ n: number; requests: number; alerts: number }>(
      db,
      sql`SELECT
            count(*) FILTER (WHERE has_published_requests <> EXISTS (SELECT 1 FROM requests r WHERE r.company_id = c.id AND r.status = 'OPEN' AND r.visibility = 'PUBLIC')
              OR has_published_alerts <> EXISTS (SELECT 1 FROM capability_alerts a WHERE a.company_id = c.id AND a.published_at IS NOT NULL AND a.withdrawn_at IS NULL AND a.valid_until >= ${TEST_NOW.toISOString().slice(0, 10)}::date))::int AS n,
            count(*) FILTER (WHERE has_published_requests)::int AS requests,
            count(*) FILTER (WHERE has_published_alerts)::int AS alerts
          FROM companies c`,
    );
    expect(wrong?.n).toBe(0);
    expect(wrong?.requests).toBeGreaterThan(10);
    expect(wrong?.alerts).toBeGreaterThan(10);
  });
});

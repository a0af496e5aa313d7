import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.js';
import { must, reportFixtures } from './report.testing.js';

// The reports read what they count from memory (report.population.ts, report.facts.ts): a write
// committed before a call must show in it, whatever the api instance held.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
});
afterAll(async () => t.close());

const get = async <T>(url: string): Promise<T> => {
  const res = await t.request({ url });
  expect(res.statusCode).toBe(200);
  return res.json<T>();
};
type Activity = { total: number | null; cells: { month: string; kind: string; count: number | null }[] };
type Capability = { total: number | null };
type Times = { rows: { month: string | null; kind: string | null; requests: number | null }[] };
const month = () => t.clock.now().toISOString().slice(0, 7);
const siteCell = (body: Activity) => body.cells.find((c) => c.month === month() && c.kind === 'SITE')?.count ?? 0;

describe('reports after a write', () => {
  it('count a request, a response and an alert written after the previous call, and forget a deleted request', async () => {
    const f = reportFixtures(t);
    const [a, b, c] = await f.companies(3);
    const user = await f.anyUser();
    const area = must((await f.topLevel('THERAPEUTIC_AREAS'))[0]).id;
    const before = await get<Activity>('/v1/reports/request-activity');
    const alertsBefore = await get<Capability>('/v1/reports/capability-by-service');
    const timesBefore = await get<Times>('/v1/reports/response-times');
    const justNow = new Date(t.clock.now().getTime() - 60_000);
    const ids = [];
    for (const companyId of [a, b, c])
      ids.push(await f.request({ companyId: must(companyId), userId: user, kind: 'SITE', publishedAt: justNow }));
    await f.response(must(ids[0]), must(b), user, t.clock.now());
    await f.alert({ companyId: must(a), userId: user, referenceIds: [area], publishedAt: justNow });

    const after = await get<Activity>('/v1/reports/request-activity');
    expect(after.total).toBe((before.total ?? 0) + 3);
    expect(siteCell(after)).toBe(siteCell(before) + 3);
    expect((await get<Capability>('/v1/reports/capability-by-service')).total).toBe((alertsBefore.total ?? 0) + 1);
    const times = await get<Times>('/v1/reports/response-times');
    expect(times.rows[0]?.requests).toBe((timesBefore.rows[0]?.requests ?? 0) + 3);

    await t.database.db.execute(sql`DELETE FROM requests WHERE id = ${must(ids[2])}`);
    expect((await get<Activity>('/v1/reports/request-activity')).total).toBe((before.total ?? 0) + 2);
  });

  it('drops a deactivated company from the companies report and counts it again when reactivated', async () => {
    type Companies = { companies: number | null };
    const url = '/v1/reports/companies-by-area-and-region';
    const before = must((await get<Companies>(url)).companies);
    const [id] = await reportFixtures(t).companies(1);
    await t.database.db.execute(sql`UPDATE companies SET active = false WHERE id = ${must(id)}`);
    expect((await get<Companies>(url)).companies).toBe(before - 1);
    await t.database.db.execute(sql`UPDATE companies SET active = true WHERE id = ${must(id)}`);
    expect((await get<Companies>(url)).companies).toBe(before);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.js';
import { ancestryOf, must, percentile, reportFixtures, rowsOf, tenths } from './report.testing.js';

const KINDS = ['SITE', 'SERVICE', 'INNOVATION'] as const;
const HOUR = 3_600_000;

interface RequestRow {
  id: number;
  kind: string;
  company_id: number;
  published_at: string | Date | null;
  visibility: string;
  active: boolean;
  reference_ids: number[];
  first: string | Date | null;
  responder: number | null;
}

let t: TestApp;
let areaId: number;
const at = (iso: string) => new Date(iso);
const month = (value: string | Date) => new Date(value).toISOString().slice(0, 7);

beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
  const f = reportFixtures(t);
  const [a, b, c, d] = (await f.companies(4)).map((id) => must(id));
  if (a === undefined || b === undefined || c === undefined || d === undefined) throw new Error('4 companies');
  const user = await f.anyUser();
  areaId = must((await f.topLevel('THERAPEUTIC_AREAS'))[0]).id;
  const inArea = [await f.childOf(areaId)];
  // December 2025: SITE requests of three companies, each answered by another company.
  const site = [
    await f.request({
      companyId: a,
      userId: user,
      kind: 'SITE',
      publishedAt: at('2025-12-03T10:00:00Z'),
      referenceIds: inArea,
    }),
    await f.request({
      companyId: b,
      userId: user,
      kind: 'SITE',
      publishedAt: at('2025-12-10T08:00:00Z'),
      referenceIds: inArea,
    }),
    await f.request({ companyId: c, userId: user, kind: 'SITE', publishedAt: at('2025-12-20T00:00:00Z') }),
  ];
  await f.response(must(site[0]), d, user, at('2025-12-03T15:00:00Z'));
  await f.response(must(site[0]), c, user, at('2025-12-05T15:00:00Z'));
  await f.response(must(site[1]), c, user, at('2025-12-11T08:00:00Z'));
  await f.response(must(site[2]), a, user, at('2025-12-22T12:00:00Z'));
  // April 2025 (the period's first month): two INNOVATION requests of one company (withheld unless others posted).
  await f.request({ companyId: a, userId: user, kind: 'INNOVATION', publishedAt: at('2025-04-05T00:00:00Z') });
  await f.request({ companyId: a, userId: user, kind: 'INNOVATION', publishedAt: at('2025-04-06T00:00:00Z') });
  // Never counted: invited, draft, too old, and a deactivated company's.
  await f.request({
    companyId: b,
    userId: user,
    kind: 'SITE',
    publishedAt: at('2025-12-04T00:00:00Z'),
    visibility: 'INVITED',
  });
  await f.request({ companyId: b, userId: user, kind: 'SITE', publishedAt: null });
  await f.request({ companyId: b, userId: user, kind: 'SITE', publishedAt: at('2025-02-27T00:00:00Z') });
});
afterAll(async () => t.close());

/** Every request with its first response, read straight from the tables. */
async function requestsRead(): Promise<RequestRow[]> {
  return rowsOf<RequestRow>(
    t,
    sql`SELECT r.id, r.kind, r.company_id, r.published_at, r.visibility, c.active, r.reference_ids,
      (SELECT min(x.created_at) FROM request_responses x WHERE x.request_id = r.id) AS first,
      (SELECT x.company_id FROM request_responses x WHERE x.request_id = r.id ORDER BY x.created_at, x.id LIMIT 1) AS responder
    FROM requests r JOIN companies c ON c.id = r.company_id`,
  );
}

/** The requests a 12-month report counts at TEST_NOW (2026-03-02), by these rules written again here. */
async function counted(area?: number): Promise<RequestRow[]> {
  const ancestors = await ancestryOf(t);
  const start = at('2025-04-01T00:00:00Z').getTime();
  return (await requestsRead()).filter(
    (r) =>
      r.published_at !== null &&
      r.visibility === 'PUBLIC' &&
      r.active &&
      new Date(r.published_at).getTime() >= start &&
      new Date(r.published_at).getTime() <= t.clock.now().getTime() &&
      (area === undefined || r.reference_ids.some((id) => ancestors(Number(id)).includes(area))),
  );
}
const shownOf = (rows: RequestRow[]) => {
  const companies = new Set(rows.map((r) => r.company_id)).size;
  return companies === 0 || companies >= 3 ? rows.length : null;
};

describe('GET /v1/reports/request-activity', () => {
  it('counts public requests by month and kind, the months of the period in order, small cells withheld', async () => {
    for (const area of [undefined, areaId]) {
      const res = await t.request({
        url: `/v1/reports/request-activity${area === undefined ? '' : `?therapeuticAreaId=${area}`}`,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ months: string[]; total: number | null; cells: unknown[] }>();
      expect(body.months).toHaveLength(12);
      expect(body.months[0]).toBe('2025-04');
      expect(body.months[11]).toBe('2026-03');
      const rows = await counted(area);
      expect(body.total).toBe(shownOf(rows));
      expect(body.cells).toEqual(
        body.months.flatMap((m) =>
          KINDS.map((kind) => ({
            month: m,
            kind,
            count: shownOf(rows.filter((r) => month(must(r.published_at)) === m && r.kind === kind)),
          })),
        ),
      );
    }
    const body = (await t.request({ url: '/v1/reports/request-activity' })).json<{
      cells: { month: string; kind: string; count: number | null }[];
    }>();
    // Some cell is withheld (the equality above checked it is the right one), some is shown.
    expect(body.cells.some((c) => c.count === null)).toBe(true);
    expect(body.cells.find((c) => c.month === '2025-12' && c.kind === 'SITE')?.count).toBeGreaterThanOrEqual(3);
  });

  it('covers the months asked for and refuses a period past two years', async () => {
    const body = (await t.request({ url: '/v1/reports/request-activity?months=3' })).json<{
      months: string[];
      from: string;
    }>();
    expect(body.months).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(body.from).toBe('2026-01-01');
    const res = await t.request({ url: '/v1/reports/request-activity?months=25' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Choose a period of 1 to 24 months.');
  });
});

describe('GET /v1/reports/response-times', () => {
  it('gives the median and 90th percentile hours to a first response, as computed here from the rows', async () => {
    const res = await t.request({ url: '/v1/reports/response-times' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ rows: Record<string, unknown>[] }>();
    const rows = await counted();
    const expected = (m: string | null, kind: string | null) => {
      const group = rows.filter(
        (r) => (m === null || month(must(r.published_at)) === m) && (kind === null || r.kind === kind),
      );
      const answered = group.filter((r) => r.first !== null);
      const hours = answered.map(
        (r) => (new Date(must(r.first)).getTime() - new Date(must(r.published_at)).getTime()) / HOUR,
      );
      const open =
        answered.length === 0 ||
        Math.min(new Set(answered.map((r) => r.company_id)).size, new Set(answered.map((r) => r.responder)).size) >= 3;
      return {
        month: m,
        kind,
        requests: shownOf(group),
        answered: open ? answered.length : null,
        medianHours: open ? tenths(percentile(hours, 0.5)) : null,
        p90Hours: open ? tenths(percentile(hours, 0.9)) : null,
        suppressed: !open,
      };
    };
    const months = (await t.request({ url: '/v1/reports/request-activity' })).json<{ months: string[] }>().months;
    expect(body.rows).toEqual([
      expected(null, null),
      ...KINDS.map((kind) => expected(null, kind)),
      ...months.flatMap((m) => KINDS.map((kind) => expected(m, kind))),
    ]);
    // December's site requests: 5, 24 and 60 hours (three posters, three first responders).
    const december = body.rows.find((r) => r['month'] === '2025-12' && r['kind'] === 'SITE');
    expect(december).toMatchObject({ suppressed: false });
    expect(december?.['medianHours']).not.toBeNull();
  });
});

describe('GET /v1/reports/capability-by-service', () => {
  it('counts alerts published in the period by top-level service, as computed here from the rows', async () => {
    const f = reportFixtures(t);
    const user = await f.anyUser();
    const service = must((await f.topLevel('SERVICES'))[0]);
    const child = await f.childOf(service.id);
    for (const companyId of await f.companies(3))
      await f.alert({
        companyId,
        userId: user,
        referenceIds: [child, service.id],
        publishedAt: at('2026-02-01T00:00:00Z'),
      });
    const first = must((await f.companies(1))[0]);
    await f.alert({
      companyId: first,
      userId: user,
      referenceIds: [child],
      publishedAt: at('2026-02-02T00:00:00Z'),
      withdrawn: true,
    });
    await f.alert({ companyId: first, userId: user, referenceIds: [child], publishedAt: null });

    const res = await t.request({ url: '/v1/reports/capability-by-service' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      total: number | null;
      services: { code: string; label: string; count: number | null }[];
    }>();

    const ancestors = await ancestryOf(t);
    const alerts = (
      await rowsOf<{
        company_id: number;
        reference_ids: number[];
        published_at: string | Date | null;
        withdrawn_at: unknown;
        active: boolean;
      }>(
        t,
        sql`SELECT a.company_id, a.reference_ids, a.published_at, a.withdrawn_at, c.active FROM capability_alerts a JOIN companies c ON c.id = a.company_id`,
      )
    ).filter(
      (a) =>
        a.published_at !== null &&
        a.withdrawn_at === null &&
        a.active &&
        new Date(a.published_at).getTime() >= at('2025-04-01T00:00:00Z').getTime(),
    );
    const shown = (group: typeof alerts) => {
      const companies = new Set(group.map((a) => a.company_id)).size;
      return companies === 0 || companies >= 3 ? group.length : null;
    };
    expect(body.total).toBe(shown(alerts));
    const services = await f.topLevel('SERVICES');
    expect(body.services.map((s) => s.label).sort()).toEqual(services.map((s) => s.name).sort());
    for (const row of body.services) {
      const id = Number(row.code);
      expect(row.count).toBe(
        shown(alerts.filter((a) => a.reference_ids.some((ref) => ancestors(Number(ref)).includes(id)))),
      );
    }
    expect(body.services.find((s) => s.code === String(service.id))?.count).toBeGreaterThanOrEqual(3);
  });
});

describe('GET /v1/reports', () => {
  it('lists the four reports with their headline figures, to a visitor', async () => {
    const res = await t.request({ url: '/v1/reports' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ code: string; headline: number | null }[]>();
    expect(body.map((r) => r.code)).toEqual([
      'companies-by-area-and-region',
      'request-activity',
      'response-times',
      'capability-by-service',
    ]);
    const activity = (await t.request({ url: '/v1/reports/request-activity' })).json<{ total: number | null }>();
    expect(body[1]?.headline).toBe(activity.total);
  });
});

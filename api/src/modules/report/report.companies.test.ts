import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.js';
import { must, reportFixtures } from './report.testing.js';

interface Figure {
  code: string;
  label: string;
  count: number | null;
}
interface CompaniesReport {
  companies: number | null;
  areas: Figure[];
  regions: Figure[];
  cells: { areaCode: string; regionCode: string; count: number | null }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
});
afterAll(async () => t.close());

const report = async (query = ''): Promise<CompaniesReport> => {
  const res = await t.request({ url: `/v1/reports/companies-by-area-and-region${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<CompaniesReport>();
};
const searchTotal = async (query: string): Promise<number> => {
  const res = await t.request({ url: `/v1/companies/search?size=1${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ totalElements: number }>().totalElements;
};
/** What a cell must say for a search total: the total, or null when one or two companies make it. */
const asShown = (total: number) => (total === 1 || total === 2 ? null : total);

describe('GET /v1/reports/companies-by-area-and-region', () => {
  it('answers a visitor every top-level area and region, each count equal to the total search shows for it', async () => {
    const body = await report();
    const fixtures = reportFixtures(t);
    expect(body.areas.map((a) => a.label)).toEqual((await fixtures.topLevel('THERAPEUTIC_AREAS')).map((a) => a.name));
    expect(body.regions.map((r) => r.label)).toEqual((await fixtures.topLevel('REGIONS')).map((r) => r.name));
    expect(body.cells).toHaveLength(body.areas.length * body.regions.length);
    expect(body.companies).toBe(await searchTotal(''));
    for (const area of body.areas.slice(0, 3))
      expect(area.count).toBe(asShown(await searchTotal(`&therapeuticAreasIds=${area.code}`)));
    for (const region of body.regions)
      expect(region.count).toBe(asShown(await searchTotal(`&regionsIds=${region.code}`)));
    // Every cell of two areas; one of them the largest, so most cells are large enough to show.
    const largest = must([...body.areas].sort((a, b) => (b.count ?? 0) - (a.count ?? 0))[0]);
    for (const area of [largest, must(body.areas.at(-1))])
      for (const cell of body.cells.filter((c) => c.areaCode === area.code))
        expect(cell.count).toBe(
          asShown(await searchTotal(`&therapeuticAreasIds=${cell.areaCode}&regionsIds=${cell.regionCode}`)),
        );
    expect(body.cells.filter((c) => (c.count ?? 0) >= 3).length).toBeGreaterThan(5);
  });

  it('narrows by company type, area and region as search filters do', async () => {
    const all = await report();
    const area = must([...all.areas].sort((a, b) => (b.count ?? 0) - (a.count ?? 0))[0]);
    const region = must(all.regions[0]);
    const roles = (await t.request({ url: '/v1/directory/figures' })).json<{ byType: { code: string }[] }>().byType;
    for (const role of roles.slice(0, 2)) {
      const body = await report(`?companyRoleId=${role.code}&therapeuticAreaId=${area.code}&regionId=${region.code}`);
      expect(body.areas.map((a) => a.code)).toEqual([area.code]);
      expect(body.regions.map((r) => r.code)).toEqual([region.code]);
      const filter = `&companyRoleIds=${role.code}&therapeuticAreasIds=${area.code}&regionsIds=${region.code}`;
      expect(body.companies).toBe(asShown(await searchTotal(filter)));
      expect(body.cells).toEqual([{ areaCode: area.code, regionCode: region.code, count: body.companies }]);
    }
  });

  it('never shows a count of one or two companies', async () => {
    const body = await report();
    const figures = [...body.areas, ...body.regions].map((f) => f.count).concat(body.cells.map((c) => c.count));
    expect(figures.filter((count) => count === 1 || count === 2)).toEqual([]);
    // The search for a suppressed cell finds one or two companies.
    const hidden = body.cells.find((c) => c.count === null);
    if (hidden) {
      const total = await searchTotal(`&therapeuticAreasIds=${hidden.areaCode}&regionsIds=${hidden.regionCode}`);
      expect([1, 2]).toContain(total);
    }
  });

  it('refuses a filter that is not an id, naming the field', async () => {
    const res = await t.request({ url: '/v1/reports/companies-by-area-and-region?regionId=abc' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Choose a region from the list.');
  });
});

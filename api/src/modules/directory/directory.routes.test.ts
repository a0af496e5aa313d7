import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.js';
import { searchSetups } from '../search/search.testing.js';
import { FIGURES_TTL_MS } from './directory.routes.js';

interface Figure {
  code: string;
  label: string;
  count: number;
}
interface Figures {
  companies: number;
  byType: Figure[];
  byRegion: Figure[];
  updatedAt: string;
}
interface SearchPage {
  totalElements: number;
  facets: { field: string; values: { value: string; label: string; count: number }[] }[];
}

const asFigures = (values: { value: string; label: string; count: number }[]): Figure[] =>
  values.map(({ value, label, count }) => ({ code: value, label, count }));
const sorted = (figures: Figure[]) => [...figures].sort((a, b) => a.code.localeCompare(b.code));

// Each search index counts facets its own way; the figures must agree with both.
describe.each(searchSetups(import.meta.url))('GET /v1/directory/figures (%s, %s search index)', (kind, searchIndex) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind, seed: 'demo', searchIndex });
  });
  afterAll(async () => t.close());

  const figures = async (): Promise<Figures> => {
    const res = await t.request({ url: '/v1/directory/figures' });
    expect(res.statusCode).toBe(200);
    return res.json<Figures>();
  };

  it("answers anyone the demo directory's figures, equal to what search counts for a signed-out visitor", async () => {
    const body = await figures();
    const search = (await t.request({ url: '/v1/companies/search?size=1' })).json<SearchPage>();
    const facet = (field: string) => search.facets.find((f) => f.field === field)?.values ?? [];
    const roots = (await t.request({ url: '/v1/reference-items?kind=REGIONS' }))
      .json<{ id: number; parentId: number | null }[]>()
      .filter((item) => item.parentId === null)
      .map((item) => String(item.id));

    expect(body.companies).toBeGreaterThan(100);
    expect(body.companies).toBe(search.totalElements);
    expect(sorted(body.byType)).toEqual(sorted(asFigures(facet('companyRoleIds'))));
    expect(sorted(body.byRegion)).toEqual(
      sorted(asFigures(facet('regionsIds').filter((v) => roots.includes(v.value)))),
    );
    expect(body.byRegion.length).toBeGreaterThan(1);
    // Most first, so the home page shows the largest first.
    expect(body.byType.map((f) => f.count)).toEqual(body.byType.map((f) => f.count).sort((a, b) => b - a));
    expect(body.updatedAt).toBe(t.clock.now().toISOString());
  });

  it('counts again only after a minute: the figures are the same for everyone', async () => {
    const before = await figures();
    await t.database.db.execute(
      `UPDATE companies SET active = false WHERE id = (SELECT min(id) FROM companies WHERE active)`,
    );
    t.clock.advance(FIGURES_TTL_MS - 1);
    expect((await figures()).companies).toBe(before.companies);
    t.clock.advance(1);
    expect((await figures()).companies).toBe(before.companies - 1);
  });
});

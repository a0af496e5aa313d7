import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.js';
import { companies } from '../company/index.js';

interface Page {
  total: number;
  items: { alias: string; updatedAt: string }[];
}

describe('GET /v1/seo/company-profiles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(async () => t.close());

  const page = async (query: string): Promise<Page> => {
    const res = await t.request({ url: `/v1/seo/company-profiles${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<Page>();
  };

  it('answers anyone the active companies, paged in a stable order, and never an inactive one', async () => {
    const all = await page('?limit=5000');
    expect(all.total).toBeGreaterThan(3);
    expect(all.items).toHaveLength(all.total);
    expect(all.items[0]?.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const second = await page('?offset=1&limit=2');
    expect(second.items).toEqual(all.items.slice(1, 3));

    const hidden = all.items[0]?.alias ?? '';
    await t.database.db.update(companies).set({ active: false }).where(eq(companies.alias, hidden));
    const after = await page('?limit=5000');
    expect(after.total).toBe(all.total - 1);
    expect(after.items.map((item) => item.alias)).not.toContain(hidden);
  });

  it('refuses a page larger than a sitemap file needs', async () => {
    const res = await t.request({ url: '/v1/seo/company-profiles?limit=5001' });
    expect(res.statusCode).toBe(400);
  });
});

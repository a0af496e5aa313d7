import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';

describe.each(testDatabaseKinds(import.meta.url))('company view history (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    token = t.tokenFor('vendor.admin@demo.test');
  });
  afterAll(async () => t.close());

  const view = (companyId: number, as = token) =>
    t.request({ method: 'POST', url: '/v1/users/history/company-views', token: as, payload: { companyId } });
  const ids = (page: { content: { company: { id: number } }[] }) => page.content.map((c) => c.company.id);

  it('lists one row per company at its latest view, newest first, paged, each company whole', async () => {
    for (const companyId of [1, 2, 1, 5]) {
      expect((await view(companyId)).statusCode).toBe(204);
      t.clock.advance(1000);
    }
    const res = await t.request({ url: '/v1/users/history/company-views?size=2', token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2 });
    expect(ids(body)).toEqual([5, 1]);
    // The same record, caller-relative flags included, that /v1/companies/by-ids answers this caller.
    const [helixa] = (await t.request({ url: '/v1/companies/by-ids?ids=1', token })).json();
    expect(helixa).toMatchObject({ name: 'Helixa Biotherapeutics', role: { type: 'Sponsor' }, active: true });
    expect(body.content[1]).toEqual({
      company: helixa,
      viewedAt: new Date(t.clock.now().getTime() - 2000).toISOString(),
    });
    const second = (await t.request({ url: '/v1/users/history/company-views?size=2&page=1', token })).json();
    expect(ids(second)).toEqual([2]);
  });

  it('leaves inactive companies out of both the page and the total', async () => {
    const sponsor = t.tokenFor('sponsor.admin@demo.test');
    // 8 was never active; 3 is deactivated after it was viewed.
    for (const companyId of [2, 3, 8, 4]) {
      expect((await view(companyId, sponsor)).statusCode).toBe(204);
      t.clock.advance(1000);
    }
    const list = async (query: string) =>
      (await t.request({ url: `/v1/users/history/company-views?${query}`, token: sponsor })).json();
    expect(ids(await list('size=10'))).toEqual([4, 3, 2]);
    await t.database.db.execute(sql`update companies set active = false where id = 3`);
    try {
      expect(await list('size=10')).toMatchObject({ totalElements: 2, totalPages: 1 });
      expect(ids(await list('size=10'))).toEqual([4, 2]);
      const last = await list('size=1&page=1');
      expect(ids(last)).toEqual([2]);
      expect(last).toMatchObject({ totalElements: 2, totalPages: 2 });
    } finally {
      await t.database.db.execute(sql`update companies set active = true where id = 3`);
    }
  });

  it('keeps histories apart per user', async () => {
    const res = await t.request({
      url: '/v1/users/history/company-views',
      token: t.tokenFor('vendor.member@demo.test'),
    });
    expect(res.json()).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });

  it('refuses an unknown company and a page size over 100', async () => {
    expect((await view(999999)).json()).toMatchObject({ code: 400, message: 'companyId does not exist' });
    const res = await t.request({ url: '/v1/users/history/company-views?size=101', token });
    expect(res.json().message).toBe('size must be less than or equal to 100');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';

describe.each(testDatabaseKinds())('company view history (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    token = t.tokenFor('vendor.admin@demo.test');
  });
  afterAll(async () => t.close());

  const view = (companyId: number) =>
    t.request({ method: 'POST', url: '/v1/users/history/company-views', token, payload: { companyId } });

  it('lists one row per company at its latest view, newest first, paged', async () => {
    for (const companyId of [1, 2, 1, 5]) {
      expect((await view(companyId)).statusCode).toBe(204);
      t.clock.advance(1000);
    }
    const res = await t.request({ url: '/v1/users/history/company-views?size=2', token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2 });
    expect(body.content.map((c: { company: { id: number } }) => c.company.id)).toEqual([5, 1]);
    expect(body.content[1]).toEqual({
      company: {
        id: 1,
        name: 'Helixa Biotherapeutics',
        alias: 'helixa-biotherapeutics',
        logoUrl: null,
        role: { id: 1, name: 'Clinical Trial Sponsor', type: 'Sponsor' },
      },
      viewedAt: new Date(t.clock.now().getTime() - 2000).toISOString(),
    });
    const second = (await t.request({ url: '/v1/users/history/company-views?size=2&page=1', token })).json();
    expect(second.content.map((c: { company: { id: number } }) => c.company.id)).toEqual([2]);
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

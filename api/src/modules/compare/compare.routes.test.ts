import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';

describe.each(testDatabaseKinds(import.meta.url))('compare list (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    token = t.tokenFor('vendor.member@demo.test');
  });
  afterAll(async () => t.close());

  const add = (companyId: number, as = token) =>
    t.request({ method: 'POST', url: '/v1/users/compare-list', token: as, payload: { companyId } });
  const list = async (as = token) => (await t.request({ url: '/v1/users/compare-list', token: as })).json();

  it('starts empty and keeps companies in the order they were added, each once', async () => {
    expect(await list()).toEqual({ companyIds: [], capacity: 4 });
    for (const id of [5, 1, 5]) {
      expect((await add(id)).statusCode).toBe(200);
      t.clock.advance(1000);
    }
    expect(await list()).toEqual({ companyIds: [5, 1], capacity: 4 });
  });

  it('refuses a fifth company and unknown or inactive ones, naming companyId', async () => {
    for (const id of [2, 3]) await add(id);
    const full = await add(4);
    expect(full.statusCode).toBe(400);
    expect(full.json()).toMatchObject({
      code: 400,
      details: [
        { field: 'companyId', message: 'Your compare list already holds 4 companies. Remove one to add another.' },
      ],
    });
    expect((await add(99999)).json().message).toBe('companyId does not exist');
    expect((await add(8)).json().message).toBe('companyId does not exist');
    expect((await add(5)).statusCode).toBe(200);
  });

  it('removes one company, clears the list, and keeps lists apart per user', async () => {
    const removed = await t.request({ method: 'DELETE', url: '/v1/users/compare-list/1', token });
    expect(removed.json()).toEqual({ companyIds: [5, 2, 3], capacity: 4 });
    expect((await t.request({ method: 'DELETE', url: '/v1/users/compare-list/1', token })).json().companyIds).toEqual([
      5, 2, 3,
    ]);
    expect(await list(t.tokenFor('vendor.admin@demo.test'))).toEqual({ companyIds: [], capacity: 4 });
    const inList = (await t.request({ url: '/v1/companies/by-ids?ids=5&ids=1', token })).json();
    expect(inList.map((c: { id: number; inCompareList: boolean }) => [c.id, c.inCompareList])).toEqual([
      [5, true],
      [1, false],
    ]);
    const cleared = await t.request({ method: 'DELETE', url: '/v1/users/compare-list', token });
    expect(cleared.json()).toEqual({ companyIds: [], capacity: 4 });
  });

  it('takes the last place only once when two adds race', async () => {
    for (const id of [1, 2, 3]) await add(id);
    const [a, b] = await Promise.all([add(4), add(5)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect((await list()).companyIds).toHaveLength(4);
  });

  describe('on Explorer (spec §1: freemium, limited)', () => {
    const explorer = () => t.tokenFor('site.admin@demo.test');
    const explorerMessage = 'Explorer compares up to 2 companies at a time. Upgrade to Innovator to compare up to 4.';

    it('holds two companies and refuses a third with 403 ExplorerLimit naming companyId', async () => {
      expect(await list(explorer())).toEqual({ companyIds: [], capacity: 2 });
      for (const id of [1, 2]) expect((await add(id, explorer())).statusCode).toBe(200);
      const third = await add(3, explorer());
      expect(third.statusCode).toBe(403);
      expect(third.json()).toEqual({
        code: 'ExplorerLimit',
        message: explorerMessage,
        details: [{ field: 'companyId', message: explorerMessage }],
      });
      expect(await list(explorer())).toEqual({ companyIds: [1, 2], capacity: 2 });
      // A company already in the list is no new place: adding it again still answers 200.
      expect((await add(2, explorer())).statusCode).toBe(200);
    });

    it('holds four again once the company is on Innovator', async () => {
      const innovator = t.tokenFor('sponsor.admin@demo.test');
      for (const id of [1, 2, 3]) expect((await add(id, innovator)).statusCode).toBe(200);
      expect(await list(innovator)).toEqual({ companyIds: [1, 2, 3], capacity: 4 });
    });
  });
});

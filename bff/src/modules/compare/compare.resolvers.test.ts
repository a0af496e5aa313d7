import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';

const ADD =
  'mutation($id: ID!) { addToCompareList(companyId: $id) { compareList { capacity } errors { code field message } } }';
const EXPLORER_LIMIT = 'Explorer compares up to 2 companies at a time. Upgrade to Innovator to compare up to 4.';

describe('addToCompareList on Explorer', () => {
  let h: Harness;
  const jar = new CookieJar();
  beforeAll(async () => {
    const user = buildUser({ id: 1, email: 'site.admin@demo.test', role: 'COMPANY_ADMIN' });
    h = await startHarness({ users: [user] });
    await h.signIn(user.email, { jar });
  });
  afterAll(() => h.close());

  it("answers the api's ExplorerLimit as the typed user error EXPLORER_LIMIT on companyId, with the api's words", async () => {
    h.api.routes.on('post', '/users/compare-list', () => [
      403,
      { code: 'ExplorerLimit', message: EXPLORER_LIMIT, details: [{ field: 'companyId', message: EXPLORER_LIMIT }] },
    ]);
    const { data, errors } = await h.gql(ADD, { id: '3' }, { jar });
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      addToCompareList: {
        compareList: null,
        errors: [{ code: 'EXPLORER_LIMIT', field: 'companyId', message: EXPLORER_LIMIT }],
      },
    });
  });

  it("passes Explorer's capacity on as the api answers it", async () => {
    h.api.routes.on('post', '/users/compare-list', () => [200, { companyIds: [], capacity: 2 }]);
    expect((await h.gql(ADD, { id: '3' }, { jar })).data).toEqual({
      addToCompareList: { compareList: { capacity: 2 }, errors: [] },
    });
  });
});

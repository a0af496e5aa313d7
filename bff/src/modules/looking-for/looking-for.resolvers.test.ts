import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import type { CompanyLookingForDto } from './looking-for.api.js';

const list = (items: CompanyLookingForDto['items'], own = false): CompanyLookingForDto => ({
  companyId: 1,
  companyName: 'Helixa Biotherapeutics',
  alias: 'helixa-biotherapeutics',
  own,
  items,
});
const EDC = { id: 4, kind: 'PRODUCTS' as const, referenceItemId: 12, name: 'EDC', published: true };
const NOTE = { id: 5, kind: 'TEXT' as const, referenceItemId: null, name: 'Rare disease registries', published: false };
const ADD = `mutation($input: AddLookingForItemInput!) {
  addLookingForItem(input: $input) { list { own items { id name published referenceItemId } } errors { code field message } }
}`;

describe('looking-for resolvers', () => {
  let h: Harness;
  const jar = new CookieJar();
  beforeAll(async () => {
    const user = buildUser({ id: 1, email: 'sponsor.member@demo.test', role: 'MEMBER' });
    h = await startHarness({ users: [user] });
    await h.signIn(user.email, { jar });
  });
  afterAll(() => h.close());
  beforeEach(() => h.api.routes.clear());

  it("reads a company's published list for visitors, and null for an unknown alias", async () => {
    h.api.routes.on('get', '/companies/by-alias/{alias}/looking-for', () => [200, list([EDC])], { public: true });
    const { data } = await h.gql<{
      companyLookingFor: { companyId: string; items: { id: string; referenceItemId: string }[] };
    }>('{ companyLookingFor(alias: "helixa-biotherapeutics") { companyId items { id referenceItemId kind } } }');
    expect(data?.companyLookingFor).toEqual({
      companyId: '1',
      items: [{ id: '4', referenceItemId: '12', kind: 'PRODUCTS' }],
    });
    h.api.routes.on(
      'get',
      '/companies/by-alias/{alias}/looking-for',
      () => [404, { code: 404, message: 'Not found.' }],
      {
        public: true,
      },
    );
    const missing = await h.gql<{ companyLookingFor: null }>('{ companyLookingFor(alias: "nobody") { companyId } }');
    expect(missing.data?.companyLookingFor).toBeNull();
  });

  it('adds free text trimmed or a reference by number, and returns a duplicate at its field', async () => {
    const bodies: unknown[] = [];
    h.api.routes.on('post', '/looking-for/items', (request) => {
      bodies.push(JSON.parse(String(request.body)));
      return [200, list([EDC, NOTE], true)];
    });
    const added = await h.gql<{ addLookingForItem: { list: { own: boolean } } }>(
      ADD,
      { input: { text: '  Rare disease registries ', published: false } },
      { jar },
    );
    expect(added.data?.addLookingForItem.list.own).toBe(true);
    await h.gql(ADD, { input: { referenceItemId: '12', published: true } }, { jar });
    expect(bodies).toEqual([
      { text: 'Rare disease registries', published: false },
      { referenceItemId: 12, published: true },
    ]);
    h.api.routes.on('post', '/looking-for/items', () => [
      409,
      {
        code: 400,
        message: 'EDC is already on your list (product).',
        details: [{ field: 'referenceItemId', message: 'EDC is already on your list (product).' }],
      },
    ]);
    const refused = await h.gql<{ addLookingForItem: { list: null; errors: unknown[] } }>(
      ADD,
      { input: { referenceItemId: '12', published: true } },
      { jar },
    );
    expect(refused.data?.addLookingForItem).toEqual({
      list: null,
      errors: [{ code: 'BAD_USER_INPUT', field: 'referenceItemId', message: 'EDC is already on your list (product).' }],
    });
  });

  it('answers a removed or foreign item as a payload error', async () => {
    h.api.routes.on('delete', '/looking-for/items/{id}', () => [404, { code: 404, message: 'Not found.' }]);
    const { data } = await h.gql<{ removeLookingForItem: { errors: { code: string; message: string }[] } }>(
      'mutation { removeLookingForItem(id: "9") { list { own } errors { code message } } }',
      {},
      { jar },
    );
    expect(data?.removeLookingForItem.errors).toEqual([
      { code: 'NOT_FOUND', message: 'This item is no longer on your list.' },
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import { startHarness, type Harness } from '../../testing/bff.harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ users: [buildUser({ id: 1, email: 'sponsor@demo.test' })] });
});
afterAll(() => h.close());

describe('reference data', () => {
  it('asks for the kinds as repeated keys and maps ids to strings when kinds are given', async () => {
    const { data } = await h.gql(
      '{ referenceItems(kinds: [THERAPEUTIC_AREAS, INDICATIONS]) { id kind name parentId } }',
      {},
      { jar: new CookieJar() },
    );
    expect(data).toEqual({
      referenceItems: [
        { id: '1', kind: 'THERAPEUTIC_AREAS', name: 'Oncology', parentId: null },
        { id: '2', kind: 'INDICATIONS', name: 'Breast cancer', parentId: '1' },
      ],
    });
    expect(
      h.api.server.requests.some((r) => r.url === '/v1/reference-items?kind=THERAPEUTIC_AREAS&kind=INDICATIONS'),
    ).toBe(true);
  });

  it('lists every kind and the countries when nothing is narrowed', async () => {
    const { data } = await h.gql<{ referenceItems: unknown[]; countries: unknown[] }>(
      '{ referenceItems { id } countries { id code name } }',
      {},
      { jar: new CookieJar() },
    );
    expect(data?.referenceItems).toHaveLength(5);
    expect(data?.countries).toEqual([
      { id: '1', code: 'DE', name: 'Germany' },
      { id: '2', code: 'US', name: 'United States' },
    ]);
  });
});

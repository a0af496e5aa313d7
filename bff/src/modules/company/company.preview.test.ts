import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import { buildCompany, type FakeCompanies, installCompanyRoutes } from './company.testing.js';

const PREVIEW = `query($alias: String!) { companyPreview(alias: $alias) {
  id alias name logoUrl summary role { id name type } headquarters { city state country { id code name } }
  services { id kind name } products { name } therapeuticAreas { name } badges claimable } }`;

const member = buildUser({ id: 2, email: 'member@demo.test' });
let h: Harness;
let api: FakeCompanies;

beforeAll(async () => {
  // No subscription for the member: the preview is for viewers without a plan too.
  h = await startHarness({ users: [member] });
  api = installCompanyRoutes(h.api, [
    buildCompany({
      id: 11,
      name: 'Meridian',
      description: 'A CRO for oncology trials. Members see the rest.',
      badges: ['VERIFIED'],
      claimable: true,
      status: 'APPROVED',
    }),
    buildCompany({ id: 12, name: 'Dormant', active: false }),
  ]);
});
afterAll(() => h.close());
beforeEach(() => {
  h.api.server.requests.length = 0;
});

describe('companyPreview', () => {
  it("answers a signed-out visitor the company's public fields, asking the api without a token", async () => {
    const { data, errors } = await h.gql(PREVIEW, { alias: ' Meridian ' }, { jar: new CookieJar() });

    expect(errors).toBeUndefined();
    expect(data).toEqual({
      companyPreview: {
        id: '11',
        alias: 'meridian',
        name: 'Meridian',
        logoUrl: null,
        summary: 'A CRO for oncology trials.',
        role: { id: '3', name: 'CRO', type: 'VENDOR' },
        headquarters: { city: 'Boston', state: 'MA', country: { id: '2', code: 'US', name: 'United States' } },
        services: [{ id: '3', kind: 'SERVICES', name: 'Data Management' }],
        products: [],
        therapeuticAreas: [],
        badges: ['VERIFIED'],
        claimable: true,
      },
    });
    const [call] = api.requestsTo('/v1/companies/by-alias/meridian/preview');
    expect(call?.headers.authorization).toBeUndefined();
  });

  it('answers a signed-in user without a plan, where `company` is refused', async () => {
    const jar = new CookieJar();
    await h.signIn('member@demo.test', { jar });

    const preview = await h.gql(PREVIEW, { alias: 'meridian' }, { jar });
    const full = await h.gql('{ company(alias: "meridian") { id } }', {}, { jar });

    expect(preview.data).toMatchObject({ companyPreview: { id: '11', name: 'Meridian' } });
    expect(full.errors?.[0]?.extensions?.code).toBe('PLAN_REQUIRED');
  });

  it('answers null for an inactive company, an unknown alias and one that cannot exist', async () => {
    const jar = new CookieJar();
    for (const alias of ['dormant', 'no-such-company', 'not an alias!']) {
      const { data, errors } = await h.gql(PREVIEW, { alias }, { jar });
      expect(errors, alias).toBeUndefined();
      expect(data, alias).toEqual({ companyPreview: null });
    }
  });
});

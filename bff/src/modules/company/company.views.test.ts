import type { GraphQLResolveInfo } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GraphQLContext } from '../../context.js';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import type { CompanyApi, CompanyViewPageDto } from './company.api.js';
import { createCompanyLoaders } from './company.loaders.js';
import { companyResolvers } from './company.resolvers.js';
import { ACTIVE_INNOVATOR, buildCompany, type FakeCompanies, installCompanyRoutes } from './company.testing.js';

const RECENT = `query($size: Int!) { recentlyViewedCompanies(size: $size) {
  items { company { id name role { type } services { name } members { firstName } } viewedAt } totalElements totalPages } }`;

const member = buildUser({ id: 1, email: 'member@demo.test' });
let h: Harness;
let api: FakeCompanies;
let jar: CookieJar;

beforeAll(async () => {
  h = await startHarness({ users: [member] });
  api = installCompanyRoutes(h.api, [
    buildCompany({ id: 10, name: 'Helixa' }),
    buildCompany({ id: 11, name: 'Quiet Harbor', active: false }),
    buildCompany({ id: 12, name: 'Lakeshore' }),
  ]);
  h.api.subscriptions.set(member.id, ACTIVE_INNOVATOR);
  jar = new CookieJar();
  await h.signIn(member.email, { jar });
});
afterAll(() => h.close());

describe('recentlyViewedCompanies', () => {
  it('answers whole companies from one upstream call, without the inactive ones', async () => {
    h.api.server.requests.length = 0;
    const { data, errors } = await h.gql(RECENT, { size: 5 }, { jar });
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      recentlyViewedCompanies: {
        items: [
          {
            company: {
              id: '10',
              name: 'Helixa',
              role: { type: 'VENDOR' },
              services: [{ name: 'Data Management' }],
              members: [{ firstName: 'Ada' }],
            },
            viewedAt: '2026-01-10T10:00:00.000Z',
          },
          expect.objectContaining({ company: expect.objectContaining({ id: '12', name: 'Lakeshore' }) }),
        ],
        totalElements: 2,
        totalPages: 1,
      },
    });
    // The whole request costs the api one call: no /v1/companies/by-ids after the views.
    expect(h.api.server.requests.map((r) => r.url)).toEqual(['/v1/users/history/company-views?page=0&size=5']);
    expect(api.requestsTo('/v1/companies')).toEqual([]);
  });

  it('lets later reads of the same request reuse the companies it answered', async () => {
    const helixa = buildCompany({ id: 10, name: 'Helixa' });
    const page: CompanyViewPageDto = {
      content: [{ company: helixa, viewedAt: '2026-01-10T10:00:00.000Z' }],
      ...{ page: 0, size: 5, totalElements: 1, totalPages: 1 },
    };
    const byIds = vi.fn(async () => []);
    const company = { views: async () => page, byIds } as unknown as CompanyApi;
    const ctx = { api: { company }, loaders: createCompanyLoaders(company) } as unknown as GraphQLContext;
    const resolve = companyResolvers.Query?.recentlyViewedCompanies as (
      ...args: [object, { page: number; size: number }, GraphQLContext, GraphQLResolveInfo]
    ) => Promise<CompanyViewPageDto>;
    expect(await resolve({}, { page: 0, size: 5 }, ctx, {} as GraphQLResolveInfo)).toBe(page);
    expect(await ctx.loaders.companyById.load(10)).toBe(helixa);
    expect(byIds).not.toHaveBeenCalled();
  });
});

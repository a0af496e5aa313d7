import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import { buildCompany } from '../company/company.testing.js';

const WITH_SUMMARIES = `query($input: CompanySearchInput!) {
  searchCompanies(input: $input) { items { company { id ...Badge } } }
}
fragment Badge on Company { reviewSummary { reviewCount rating } }`;
const WITHOUT_SUMMARIES =
  'query($input: CompanySearchInput!) { searchCompanies(input: $input) { items { company { id } } } }';

let h: Harness;
let summaryCalls: string[];
let summariesFail: boolean;
beforeAll(async () => {
  h = await startHarness({ users: [] });
  const content = [1, 2].map((id) => ({ company: buildCompany({ id, name: `Company ${id}` }), highlights: null }));
  h.api.routes.on(
    'get',
    '/companies/search',
    () => [200, { content, page: 0, size: 10, totalElements: 2, totalPages: 1, facets: [] }],
    {
      public: true,
    },
  );
  h.api.routes.on(
    'get',
    '/review-summaries',
    (request) => {
      summaryCalls.push(request.url);
      if (summariesFail) return [500, { code: 0, message: 'down' }];
      return [200, { summaries: [{ companyId: 1, reviewCount: 3, rating: 4.5 }] }];
    },
    { public: true },
  );
});
afterAll(() => h.close());
beforeEach(() => {
  summaryCalls = [];
  summariesFail = false;
});

describe('searchCompanies with review summaries', () => {
  it("reads every result's summary in one call, a company without reviews having none", async () => {
    const { data, errors } = await h.gql<{ searchCompanies: { items: { company: unknown }[] } }>(WITH_SUMMARIES, {
      input: { searchString: 'co' },
    });
    expect(errors).toBeUndefined();
    expect(data?.searchCompanies.items.map((item) => item.company)).toEqual([
      { id: '1', reviewSummary: { reviewCount: 3, rating: 4.5 } },
      { id: '2', reviewSummary: { reviewCount: 0, rating: null } },
    ]);
    expect(summaryCalls).toEqual(['/v1/review-summaries?companyIds=1&companyIds=2']);
  });

  it('makes no summaries call when the operation reads none', async () => {
    const { errors } = await h.gql(WITHOUT_SUMMARIES, { input: { searchString: 'co' } });
    expect(errors).toBeUndefined();
    expect(summaryCalls).toEqual([]);
  });

  it("answers the summaries' failure at the first field that reads them (the non-null page is then null)", async () => {
    summariesFail = true;
    const { data, errors } = await h.gql(WITH_SUMMARIES, { input: { searchString: 'co' } });
    expect(summaryCalls).toHaveLength(1);
    expect(data).toBeNull();
    expect(errors?.map((error) => error.path)).toEqual([['searchCompanies', 'items', 0, 'company', 'reviewSummary']]);
  });
});

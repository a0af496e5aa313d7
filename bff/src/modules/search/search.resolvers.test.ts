import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/bff.harness.js';

const SEARCH = 'query($input: CompanySearchInput!) { searchCompanies(input: $input) { totalElements } }';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ users: [] });
});
afterAll(() => h.close());

describe('searchCompanies', () => {
  // The api checks the search state (size 1-50, page ≥ 0, ids); the bff sends it as asked.
  // [input, what reaches the api, the field the api names, its words]
  it.each<[Record<string, unknown>, string, string, string]>([
    [{ size: 0 }, 'size=0', 'size', 'size must be between 1 and 50.'],
    [{ size: 51 }, 'size=51', 'size', 'size must be between 1 and 50.'],
    [{ page: -1 }, 'page=-1', 'page', 'page must be 0 or more.'],
    [
      { servicesIds: ['12', 'abc'] },
      'servicesIds=12&servicesIds=NaN',
      'servicesIds.1',
      'servicesIds must hold numeric ids ("abc" is not one).',
    ],
    [{ countryId: '0' }, 'countryId=0', 'countryId', 'countryId must hold numeric ids ("0" is not one).'],
  ])("answers %j with the api's refusal: BAD_USER_INPUT naming the field", async (input, sent, field, message) => {
    let url = '';
    h.api.routes.on(
      'get',
      '/companies/search',
      (request) => {
        url = decodeURIComponent(request.url);
        return [400, { code: 400, message, details: [{ field, message }] }];
      },
      { public: true },
    );
    const { data, errors } = await h.gql(SEARCH, { input });
    expect(url).toContain(sent);
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', details: [{ field, message }] },
    });
  });
});

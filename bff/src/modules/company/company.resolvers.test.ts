import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_HEADER } from '../../http/graphql.body.js';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import {
  ACTIVE_INNOVATOR,
  buildCompany,
  companyUpdateInput,
  type FakeCompanies,
  installCompanyRoutes,
} from './company.testing.js';

const SEARCH = `query($input: CompanySearchInput!) { searchCompanies(input: $input) {
  items { company { id name headquarters { country { id code } } services { id kind } members { id role } } highlights { name { text match } } }
  page size totalElements totalPages facets { field values { value label count } } } }`;
const UPDATE =
  'mutation($input: UpdateCompanyInput!) { updateCompany(input: $input) { company { id name version } errors { code field message } } }';
const COMPARE = '{ compareList { capacity companies { id name inCompareList } } }';
const ADD =
  'mutation($id: ID!) { addToCompareList(companyId: $id) { compareList { companies { id } } errors { code field message } } }';

const admin = buildUser({ id: 1, email: 'boss@demo.test', role: 'COMPANY_ADMIN' });
const member = buildUser({ id: 2, email: 'member@demo.test' });
let h: Harness;
let api: FakeCompanies;
let jar: CookieJar;

const updateInput = (overrides: Record<string, unknown> = {}) =>
  companyUpdateInput({ id: '10', version: 1, name: 'Helixa Renamed', ...overrides });

beforeAll(async () => {
  h = await startHarness({ users: [admin, member] });
  api = installCompanyRoutes(h.api, [
    buildCompany({ id: 10, name: 'Helixa', version: 1 }),
    buildCompany({ id: 11, name: 'Meridian' }),
    buildCompany({ id: 12, name: 'Lakeshore' }),
    buildCompany({ id: 13, name: 'Cortexa' }),
  ]);
  for (const user of [admin, member]) h.api.subscriptions.set(user.id, ACTIVE_INNOVATOR);
  jar = new CookieJar();
  await h.signIn('boss@demo.test', { jar });
});
afterAll(() => h.close());
beforeEach(() => {
  h.api.server.requests.length = 0;
});

describe('searchCompanies', () => {
  it('answers signed-out callers, sending the search state upstream as the REST query', async () => {
    api.searchAnswer = {
      content: [
        {
          company: buildCompany({ id: 11, name: 'Meridian' }),
          highlights: { name: [{ text: 'Meridian', match: true }], description: [] },
        },
      ],
      page: 0,
      size: 2,
      totalElements: 3,
      totalPages: 2,
      facets: [{ field: 'companyRoleIds', values: [{ value: '3', label: 'CRO', count: 3 }] }],
    };
    const { data } = await h.gql(
      SEARCH,
      { input: { searchString: ' merid ', size: 2, servicesIds: ['3'], sort: 'ALPHABETICALLY' } },
      { jar: new CookieJar() },
    );
    expect(data).toEqual({
      searchCompanies: {
        items: [
          {
            company: {
              id: '11',
              name: 'Meridian',
              headquarters: { country: { id: '2', code: 'US' } },
              services: [{ id: '3', kind: 'SERVICES' }],
              members: [{ id: '7', role: 'COMPANY_ADMIN' }],
            },
            highlights: { name: [{ text: 'Meridian', match: true }] },
          },
        ],
        page: 0,
        size: 2,
        totalElements: 3,
        totalPages: 2,
        facets: [{ field: 'companyRoleIds', values: [{ value: '3', label: 'CRO', count: 3 }] }],
      },
    });
    const [call] = api.requestsTo('/v1/companies/search');
    expect(call?.url).toBe('/v1/companies/search?searchString=merid&servicesIds=3&page=0&size=2&sort=name%2CASC');
    expect(call?.headers.authorization).toBeUndefined();
  });

  it("answers a page size over 50 with the api's refusal, naming the size", async () => {
    const message = 'size must be between 1 and 50.';
    h.api.routes.on(
      'get',
      '/companies/search',
      (_request, url) =>
        url.searchParams.get('size') === '51'
          ? [400, { code: 400, message, details: [{ field: 'size', message }] }]
          : [200, api.searchAnswer],
      { public: true },
    );
    const { errors } = await h.gql(SEARCH, { input: { size: 51 } }, { jar });
    expect(errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', details: [{ field: 'size', message }] },
    });
    expect(api.requestsTo('/v1/companies/search')).toHaveLength(1);
  });
});

describe('updateCompany', () => {
  it('saves and answers the company', async () => {
    const { data } = await h.gql(UPDATE, { input: updateInput() }, { jar });
    expect(data).toEqual({ updateCompany: { company: { id: '10', name: 'Helixa Renamed', version: 2 }, errors: [] } });
    expect(JSON.parse(api.requestsTo('/v1/companies/10')[0]?.body ?? '{}')).toMatchObject({
      version: 1,
      name: 'Helixa Renamed',
      hqCountryId: null,
      serviceIds: [],
    });
  });

  it("answers a stale version as CONFLICT with the catalogue's message", async () => {
    const { data } = await h.gql(UPDATE, { input: updateInput({ version: 1 }) }, { jar });
    expect(data).toEqual({
      updateCompany: {
        company: null,
        errors: [
          { code: 'CONFLICT', field: null, message: 'The current state has been changed. Please refresh this page.' },
        ],
      },
    });
  });

  it('answers limits as user errors on their field, and bad ids without calling the api', async () => {
    const over = await h.gql(
      UPDATE,
      { input: updateInput({ version: 2, serviceIds: Array.from({ length: 25 }, (_, i) => String(i + 1)) }) },
      { jar },
    );
    expect(over.data).toEqual({
      updateCompany: {
        company: null,
        errors: [
          {
            code: 'BAD_USER_INPUT',
            field: 'serviceIds',
            message: 'A company can list at most 24 services (25 chosen).',
          },
        ],
      },
    });
    h.api.server.requests.length = 0;
    const bad = await h.gql(UPDATE, { input: updateInput({ productIds: ['x'] }) }, { jar });
    expect(bad.data).toEqual({
      updateCompany: {
        company: null,
        errors: [
          { code: 'BAD_USER_INPUT', field: 'productIds', message: 'productIds contains an id that does not exist.' },
        ],
      },
    });
    expect(api.requestsTo('/v1/companies/10')).toHaveLength(0);
  });

  it('is refused to members by the COMPANY_EDIT permission', async () => {
    const memberJar = new CookieJar();
    await h.signIn('member@demo.test', { jar: memberJar });
    const { errors } = await h.gql(UPDATE, { input: updateInput() }, { jar: memberJar });
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("answers the api's 413 for a logo over 2 MB as FILE_TOO_LARGE on dataBase64", async () => {
    h.api.routes.on('post', '/companies/{id}/logo', () => [413, { code: 504, message: 'File is too large.' }]);
    const big = Buffer.alloc(2 * 1024 * 1024 + 3).toString('base64');
    const { data } = await h.gql(
      'mutation($input: UploadCompanyLogoInput!) { uploadCompanyLogo(input: $input) { errors { code field message } } }',
      { input: { companyId: '10', contentType: 'image/png', dataBase64: big } },
      { jar, headers: { [UPLOAD_HEADER]: '1' } },
    );
    expect(data).toEqual({
      uploadCompanyLogo: { errors: [{ code: 'FILE_TOO_LARGE', field: 'dataBase64', message: 'File is too large.' }] },
    });
  });
});

describe('compare list', () => {
  it('loads every company of the list in one upstream call', async () => {
    api.compareIds = [12, 10, 11];
    const { data } = await h.gql(COMPARE, {}, { jar });
    expect(data).toEqual({
      compareList: {
        capacity: 4,
        companies: [
          { id: '12', name: 'Lakeshore', inCompareList: false },
          { id: '10', name: 'Helixa Renamed', inCompareList: false },
          { id: '11', name: 'Meridian', inCompareList: false },
        ],
      },
    });
    const calls = api.requestsTo('/v1/companies/by-ids');
    expect(calls.map((c) => c.url)).toEqual(['/v1/companies/by-ids?ids=12&ids=10&ids=11']);
  });

  it('answers a full list as a user error on companyId', async () => {
    api.compareIds = [10, 11, 12];
    expect((await h.gql(ADD, { id: '13' }, { jar })).data).toEqual({
      addToCompareList: {
        compareList: { companies: [{ id: '10' }, { id: '11' }, { id: '12' }, { id: '13' }] },
        errors: [],
      },
    });
    expect((await h.gql(ADD, { id: '11' }, { jar })).data).toMatchObject({ addToCompareList: { errors: [] } });
    api.companies.set(14, buildCompany({ id: 14, name: 'Atlas' }));
    expect((await h.gql(ADD, { id: '14' }, { jar })).data).toEqual({
      addToCompareList: {
        compareList: null,
        errors: [
          {
            code: 'BAD_USER_INPUT',
            field: 'companyId',
            message: 'Your compare list already holds 4 companies. Remove one to add another.',
          },
        ],
      },
    });
  });
});

describe('company', () => {
  it('answers null for an unknown alias and the company for a known one', async () => {
    const { data } = await h.gql(
      '{ none: company(alias: "no-such") { id } known: company(alias: "meridian") { id canEdit claimable } employeeBands { id label } }',
      {},
      { jar },
    );
    expect(data).toEqual({
      none: null,
      known: { id: '11', canEdit: false, claimable: false },
      employeeBands: [{ id: '1', label: '1-50 employees' }],
    });
  });
});

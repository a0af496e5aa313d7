import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, startHarness, type Harness } from '../../testing/bff.harness.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import { buildRequest, buildRequestSummary } from './requests.testing.js';

const LIST = `query($input: RequestListInput!) {
  requests(input: $input) { totalElements items { id title teaser company { name } therapeuticAreas { id name } regions { name } countries { code } } }
}`;
const DETAIL =
  'query($id: ID!) { request(id: $id) { id kind services { name } therapeuticAreas { name } canEdit version } }';
const CREATE = `mutation($input: RequestInput!, $publish: Boolean!) {
  createRequest(input: $input, publish: $publish) { request { id status } errors { code field message } }
}`;

const page = <T>(content: T[]) => ({ content, page: 0, size: 20, totalElements: content.length, totalPages: 1 });

describe('requests resolvers', () => {
  let h: Harness;
  const jar = new CookieJar();
  beforeAll(async () => {
    h = await startHarness({
      users: [buildUser({ id: 1, email: 'sponsor.admin@demo.test', role: 'COMPANY_ADMIN' })],
      accounts: [
        { email: 'sponsor.admin@demo.test', password: PASSWORD },
        { email: 'admin@demo.test', password: PASSWORD, groups: ['admin'] },
      ],
    });
    await h.signIn('sponsor.admin@demo.test', { jar });
  });
  afterAll(() => h.close());
  beforeEach(() => h.api.routes.clear());

  const lastCall = (from: number, prefix: string) =>
    h.api.server.requests
      .slice(from)
      .filter((r) => r.url.startsWith(prefix))
      .at(-1);

  it('sends the filters as the api query and maps references by kind', async () => {
    h.api.routes.on('get', '/requests', () => [200, { ...page([buildRequestSummary()]), totalElements: 134 }]);
    const before = h.api.server.requests.length;
    const { data, errors } = await h.gql(
      LIST,
      {
        input: {
          scope: 'COLLEAGUES',
          kinds: ['SITE', 'SERVICE'],
          therapeuticAreaIds: ['10'],
          search: '  lung ',
          sort: 'DEADLINE',
          page: 2,
          size: 500,
        },
      },
      { jar },
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      requests: {
        totalElements: 134,
        items: [
          {
            id: '1',
            title: 'Phase 2 sites for NSCLC',
            teaser: false,
            company: { name: 'Helixa Biotherapeutics' },
            therapeuticAreas: [{ id: '10', name: 'Oncology' }],
            regions: [{ name: 'Europe' }],
            countries: [{ code: 'DE' }],
          },
        ],
      },
    });
    const url = new URL(lastCall(before, '/v1/requests')?.url ?? '', 'http://x');
    expect(url.searchParams.getAll('kind')).toEqual(['SITE', 'SERVICE']);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      scope: 'COLLEAGUES',
      therapeuticAreaIds: '10',
      q: 'lung',
      page: '2',
      size: '100',
      sort: 'responseDeadline,ASC',
    });
  });

  it('serves visitors the teaser list without a token, with null member fields', async () => {
    const teaser = { ...buildRequestSummary(), teaser: true, company: null, references: null, countries: null };
    h.api.routes.on('get', '/requests', () => [200, page([teaser])], { public: true });
    const before = h.api.server.requests.length;
    const { data, errors } = await h.gql(LIST, { input: {} });
    expect(errors).toBeUndefined();
    expect(data).toMatchObject({
      requests: { items: [{ teaser: true, company: null, therapeuticAreas: null, countries: null }] },
    });
    expect(lastCall(before, '/v1/requests')?.headers.authorization).toBeUndefined();
  });

  it('reads one request, and answers null for a missing or foreign one and for an id that is no id', async () => {
    h.api.routes.on('get', '/requests/{id}', (request) =>
      request.url.endsWith('/7')
        ? [
            200,
            buildRequest({
              id: 7,
              kind: 'SERVICE',
              references: [
                { id: 1, name: 'Data Management', kind: 'SERVICES' },
                { id: 10, name: 'Oncology', kind: 'THERAPEUTIC_AREAS' },
              ],
            }),
          ]
        : [404, { code: 404, message: 'Not found.' }],
    );
    expect((await h.gql(DETAIL, { id: '7' }, { jar })).data).toEqual({
      request: {
        id: '7',
        kind: 'SERVICE',
        services: [{ name: 'Data Management' }],
        therapeuticAreas: [{ name: 'Oncology' }],
        canEdit: true,
        version: 1,
      },
    });
    expect((await h.gql(DETAIL, { id: '8' }, { jar })).data).toEqual({ request: null });
    expect((await h.gql(DETAIL, { id: "1' or 1=1" }, { jar })).data).toEqual({ request: null });
  });

  it('sends a draft with integer ids and answers the field errors of the api', async () => {
    let sent: unknown;
    h.api.routes.on('post', '/requests', (request) => {
      sent = JSON.parse(request.body);
      return [
        400,
        {
          code: 400,
          message: 'Invalid',
          details: [{ field: 'responseDeadline', message: 'The deadline must be today or later.' }],
        },
      ];
    });
    const input = { kind: 'SITE', title: 'Sites', responseDeadline: '2020-01-01', therapeuticAreaIds: ['10'] };
    const { data } = await h.gql(CREATE, { input, publish: false }, { jar });
    expect(sent).toMatchObject({ kind: 'SITE', publish: false, therapeuticAreaIds: [10], visibility: 'PUBLIC' });
    expect(data).toEqual({
      createRequest: {
        request: null,
        errors: [
          { code: 'BAD_USER_INPUT', field: 'responseDeadline', message: 'The deadline must be today or later.' },
        ],
      },
    });
  });

  it("sends the phases and ids as given and answers the api's refusals at their lists", async () => {
    let sent: unknown;
    const phase = 'phases.0 must be one of PHASE_1, PHASE_2, PHASE_3, PHASE_4';
    const area = 'therapeuticAreaIds.0 must be greater than or equal to 1';
    h.api.routes.on('post', '/requests', (request) => {
      sent = JSON.parse(request.body);
      const details = [
        { field: 'phases.0', message: phase },
        { field: 'therapeuticAreaIds.0', message: area },
      ];
      return [400, { code: 400, message: phase, details }];
    });
    const input = { kind: 'SITE', title: 'Sites', phases: ['PRECLINICAL'], therapeuticAreaIds: ['x', '10'] };
    const { data } = await h.gql(CREATE, { input, publish: false }, { jar });
    expect(sent).toMatchObject({ phases: ['PRECLINICAL'], therapeuticAreaIds: [null, 10] });
    expect(data).toEqual({
      createRequest: {
        request: null,
        errors: [
          { code: 'BAD_USER_INPUT', field: 'phases', message: phase },
          { code: 'BAD_USER_INPUT', field: 'therapeuticAreaIds', message: area },
        ],
      },
    });
  });

  it('answers an id the api refuses as a refusal at id, and a missing request as NOT_FOUND', async () => {
    const message = 'id must be an integer';
    h.api.routes.on('delete', '/requests/{id}', (request) =>
      request.url.endsWith('/NaN')
        ? [400, { code: 400, message, details: [{ field: 'id', message }] }]
        : [404, { code: 404, message: 'Not found.' }],
    );
    const DELETE = 'mutation($id: ID!) { deleteRequest(id: $id) { deletedId errors { code field message } } }';
    expect((await h.gql(DELETE, { id: 'abc' }, { jar })).data).toEqual({
      deleteRequest: { deletedId: null, errors: [{ code: 'BAD_USER_INPUT', field: 'id', message }] },
    });
    expect((await h.gql(DELETE, { id: '8' }, { jar })).data).toEqual({
      deleteRequest: {
        deletedId: null,
        errors: [{ code: 'NOT_FOUND', field: null, message: 'This request does not exist or is not yours to change.' }],
      },
    });
  });

  it.each([
    ['ExplorerLimit', 'EXPLORER_LIMIT', "Posting requests is part of Innovator. Upgrade to post your company's needs."],
    ['SubscriptionRequired', 'PLAN_REQUIRED', 'Posting requests needs a Trialbridge subscription.'],
  ] as const)('answers the api refusing a post with 403 %s as %s', async (code, expected, message) => {
    h.api.routes.on('post', '/requests', () => [403, { code, message }]);
    const { data } = await h.gql(CREATE, { input: { kind: 'SITE', title: 'x' }, publish: true }, { jar });
    expect(data).toEqual({ createRequest: { request: null, errors: [{ code: expected, field: null, message }] } });
  });

  it('refuses posting while an admin impersonates (REQUESTS is blocked), without calling the api', async () => {
    const admin = new CookieJar();
    await h.signIn('admin@demo.test', { jar: admin });
    await h.gql('mutation { startImpersonation(userId: "1") { errors { message } } }', {}, { jar: admin });
    const before = h.api.server.requests.length;
    const { data, errors } = await h.gql(
      CREATE,
      { input: { kind: 'SITE', title: 'x' }, publish: true },
      { jar: admin },
    );
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(lastCall(before, '/v1/requests')).toBeUndefined();
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, startHarness, type Harness } from '../../testing/bff.harness.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';

const challenge = {
  id: 7,
  requestId: 31,
  headline: 'Consent without the site visit',
  problemSummary: 'Consent takes a site visit today.',
  prize: 'A paid pilot.',
  deadline: '2026-12-20',
  howToApply: 'Respond to the request.',
  status: 'PUBLISHED' as const,
  open: true,
  sponsor: { id: 2, name: 'Helixa Biotherapeutics', alias: 'helixa-biotherapeutics' },
  therapeuticAreas: [{ id: 10, name: 'Oncology' }],
  isOwnCompany: true,
  canEdit: true,
  publishedAt: '2026-11-20T10:00:00.000Z',
  closedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const input = {
  headline: challenge.headline,
  problemSummary: challenge.problemSummary,
  prize: challenge.prize,
  deadline: challenge.deadline,
  howToApply: challenge.howToApply,
};
const LIST = `query($input: ChallengeListInput!) {
  challenges(input: $input) { totalElements items { id requestId headline open sponsor { id name } therapeuticAreas { id name } } }
}`;
const CREATE = `mutation($requestId: ID!, $input: ChallengeInput!) {
  createChallenge(requestId: $requestId, input: $input, publish: true) { challenge { id status } errors { code field message } }
}`;

describe('challenges through the bff', () => {
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

  const lastUrl = (from: number, prefix: string) =>
    h.api.server.requests
      .slice(from)
      .filter((r) => r.url.startsWith(prefix))
      .at(-1)?.url;

  it('lists with the filters as the api query, ids as strings', async () => {
    h.api.routes.on('get', '/challenges', () => [
      200,
      { content: [{ ...challenge, sponsor: null }], page: 0, size: 12, totalElements: 1, totalPages: 1 },
    ]);
    const before = h.api.server.requests.length;
    const { data, errors } = await h.gql(
      LIST,
      {
        input: { state: 'CLOSED', therapeuticAreaId: '10', page: 1, size: 500, deadline: 'DESC' },
      },
      { jar },
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      challenges: {
        totalElements: 1,
        items: [
          {
            id: '7',
            requestId: '31',
            headline: challenge.headline,
            open: true,
            sponsor: null,
            therapeuticAreas: [{ id: '10', name: 'Oncology' }],
          },
        ],
      },
    });
    const url = new URL(lastUrl(before, '/v1/challenges') ?? '', 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      state: 'CLOSED',
      therapeuticAreaId: '10',
      page: '1',
      size: '50',
      sort: 'deadline,DESC',
    });
  });

  it('answers null for a challenge the viewer may not see', async () => {
    h.api.routes.on('get', '/challenges/{id}', () => [404, { code: 404, message: 'Not found.' }]);
    expect((await h.gql('query { challenge(id: "9") { id } }', {}, { jar })).data).toEqual({ challenge: null });
    expect((await h.gql('query { challenge(id: "x") { id } }', {}, { jar })).data).toEqual({ challenge: null });
  });

  it("creates one, and puts the api's refusals in the payload at their fields", async () => {
    let sent: unknown;
    h.api.routes.on('post', '/requests/{id}/challenge', (request) => {
      sent = typeof request.body === 'string' ? JSON.parse(request.body) : request.body;
      return [201, challenge];
    });
    expect((await h.gql(CREATE, { requestId: '31', input }, { jar })).data).toEqual({
      createChallenge: { challenge: { id: '7', status: 'PUBLISHED' }, errors: [] },
    });
    expect(sent).toEqual({ ...input, publish: true });

    const exists = 'This request already has a challenge. Edit that one instead.';
    h.api.routes.on('post', '/requests/{id}/challenge', () => [
      409,
      { code: 'ChallengeExists', message: exists, details: [{ field: 'requestId', message: exists }] },
    ]);
    expect((await h.gql(CREATE, { requestId: '31', input }, { jar })).data).toEqual({
      createChallenge: { challenge: null, errors: [{ code: 'CHALLENGE_EXISTS', field: 'requestId', message: exists }] },
    });
    const past = 'The deadline must be today or later.';
    h.api.routes.on('post', '/requests/{id}/challenge', () => [
      400,
      { code: 400, message: past, details: [{ field: 'deadline', message: past }] },
    ]);
    expect((await h.gql(CREATE, { requestId: '31', input }, { jar })).data).toEqual({
      createChallenge: { challenge: null, errors: [{ code: 'BAD_USER_INPUT', field: 'deadline', message: past }] },
    });
    h.api.routes.on('post', '/requests/{id}/challenge', () => [404, { code: 404, message: 'Not found.' }]);
    const missing = await h.gql<{ createChallenge: { errors: unknown[] } }>(
      CREATE,
      { requestId: '31', input },
      { jar },
    );
    expect(missing.data?.createChallenge.errors[0]).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
  });

  it('refuses changes while an admin impersonates (REQUESTS is blocked), without calling the api', async () => {
    const admin = new CookieJar();
    await h.signIn('admin@demo.test', { jar: admin });
    await h.gql('mutation { startImpersonation(userId: "1") { errors { message } } }', {}, { jar: admin });
    const before = h.api.server.requests.length;
    const { data, errors } = await h.gql(CREATE, { requestId: '31', input }, { jar: admin });
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(lastUrl(before, '/v1/requests')).toBeUndefined();
  });
});

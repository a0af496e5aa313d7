import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import { startHarness, type Harness } from '../../testing/bff.harness.js';

const LIST = '{ joinRequests { id requestedAt user { email firstName } } }';
const DECIDE =
  'mutation($userId: ID!, $decision: JoinRequestDecision!) { decideJoinRequest(userId: $userId, decision: $decision) { pending { id user { email } } errors { code field message } } }';

interface DecideData {
  decideJoinRequest: {
    pending: { id: string; user: { email: string } }[];
    errors: { code: string; field: string | null; message: string }[];
  };
}

let h: Harness;
const as = async (email: string) => {
  const jar = new CookieJar();
  await h.signIn(email, { jar });
  return jar;
};

beforeAll(async () => {
  h = await startHarness({
    users: [
      buildUser({ id: 1, email: 'boss@demo.test', role: 'COMPANY_ADMIN' }),
      buildUser({ id: 2, email: 'member@demo.test' }),
    ],
  });
  h.api.joinRequests.set(10, [
    {
      user: buildUser({ id: 40, email: 'first@helixabio.example', firstName: 'First' }),
      requestedAt: '2026-01-10T09:00:00+01:00',
    },
    { user: buildUser({ id: 41, email: 'second@helixabio.example' }), requestedAt: '2026-01-11T09:00:00Z' },
  ]);
});
afterAll(() => h.close());

describe('joinRequests', () => {
  it("lists the requests of the admin's own company, oldest first", async () => {
    const { data } = await h.gql(LIST, {}, { jar: await as('boss@demo.test') });
    expect(data).toEqual({
      joinRequests: [
        {
          id: '40',
          requestedAt: '2026-01-10T08:00:00.000Z',
          user: { email: 'first@helixabio.example', firstName: 'First' },
        },
        {
          id: '41',
          requestedAt: '2026-01-11T09:00:00.000Z',
          user: { email: 'second@helixabio.example', firstName: 'Test' },
        },
      ],
    });
    expect(h.api.server.requests.some((r) => r.url === '/v1/companies/10/join-requests')).toBe(true);
  });

  it('answers FORBIDDEN when a member asks', async () => {
    const { errors } = await h.gql(LIST, {}, { jar: await as('member@demo.test') });
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('decideJoinRequest', () => {
  it('sends the decision and answers the requests still waiting', async () => {
    const { data } = await h.gql<DecideData>(
      DECIDE,
      { userId: '40', decision: 'APPROVE' },
      { jar: await as('boss@demo.test') },
    );
    expect(data?.decideJoinRequest).toEqual({
      pending: [{ id: '41', user: { email: 'second@helixabio.example' } }],
      errors: [],
    });
    const call = h.api.server.requests.find((r) => r.method === 'PUT' && r.url === '/v1/companies/10/join-requests/40');
    expect(JSON.parse(call?.body ?? '{}')).toEqual({ decision: 'APPROVE' });
  });

  it.each([['40'], ['abc']])(
    'answers a user error and the current list when request %s no longer exists',
    async (userId) => {
      const { data } = await h.gql<DecideData>(
        DECIDE,
        { userId, decision: 'DECLINE' },
        { jar: await as('boss@demo.test') },
      );
      expect(data?.decideJoinRequest).toEqual({
        pending: [{ id: '41', user: { email: 'second@helixabio.example' } }],
        errors: [
          {
            code: 'NOT_FOUND',
            field: 'userId',
            message: 'This request to join no longer exists: someone may have decided it already.',
          },
        ],
      });
    },
  );

  it('answers FORBIDDEN when a member decides', async () => {
    const { errors } = await h.gql(
      DECIDE,
      { userId: '41', decision: 'APPROVE' },
      { jar: await as('member@demo.test') },
    );
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

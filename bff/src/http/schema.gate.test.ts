import { getOperationAST, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../testing/cookie.jar.js';
import { buildUser } from '../testing/fake.api.js';
import { startHarness, type Harness } from '../testing/bff.harness.js';
import { INTROSPECTION_REFUSED_MESSAGE, introspects } from './schema.gate.js';

const MEMBER = 'member@demo.test';
const SCHEMA_QUERY = '{ __schema { queryType { name } } }';

describe('introspects', () => {
  const check = (source: string, operationName?: string) => {
    const document = parse(source);
    const operation = getOperationAST(document, operationName);
    if (!operation) throw new Error('no operation');
    return introspects(document, operation);
  };

  it.each([
    ['__schema at the root', SCHEMA_QUERY],
    ['__type at the root', '{ __type(name: "Viewer") { name } }'],
    ['__schema behind an alias', '{ s: __schema { types { name } } }'],
    ['__schema in a spread fragment', 'query { ...F } fragment F on Query { __schema { types { name } } }'],
    ['__type in an inline fragment', 'query { ... on Query { __type(name: "Viewer") { name } } }'],
  ])('finds %s', (_label, source) => {
    expect(check(source)).toBe(true);
  });

  it.each([
    ['__typename', '{ __typename viewer { __typename } }'],
    ['an ordinary query', '{ viewer { email } }'],
    ['a fragment that spreads itself (invalid, but must not loop)', 'query { ...F } fragment F on Query { ...F }'],
  ])('does not find it in %s', (_label, source) => {
    expect(check(source)).toBe(false);
  });

  it('looks only at the operation that runs', () => {
    const source = `query Plain { viewer { email } } query Schema ${SCHEMA_QUERY}`;
    expect(check(source, 'Plain')).toBe(false);
    expect(check(source, 'Schema')).toBe(true);
  });
});

describe('introspection in development', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ users: [] });
  });
  afterAll(() => h.close());

  it('answers anyone', async () => {
    const { status, data } = await h.gql(SCHEMA_QUERY);
    expect(status).toBe(200);
    expect(data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});

const SIGN_OUT = 'mutation { signOut { success } }';

describe('introspection in production', () => {
  let prod: Harness;
  beforeAll(async () => {
    // Production runs only the web app's documents for browsers (trusted.documents.ts): sign-out is one.
    prod = await startHarness({
      users: [buildUser({ id: 1, email: MEMBER })],
      env: { NODE_ENV: 'production' },
      trustedDocuments: [SIGN_OUT],
    });
  });
  afterAll(() => prod.close());

  it('refuses an anonymous caller with INTROSPECTION_DISABLED and says how to get in', async () => {
    // (Introspection behind a fragment is not pure introspection: trusted documents refuse it first.)
    for (const query of [SCHEMA_QUERY, '{ t: __type(name: "Viewer") { name } }']) {
      const { status, data, errors } = await prod.gql(query);
      expect(status).toBe(400);
      expect(data).toBeUndefined();
      expect(errors).toEqual([
        { message: INTROSPECTION_REFUSED_MESSAGE, extensions: { code: 'INTROSPECTION_DISABLED' } },
      ]);
    }
  });

  it('still answers __typename anonymously', async () => {
    const { status, data } = await prod.gql('{ __typename }');
    expect(status).toBe(200);
    expect(data).toEqual({ __typename: 'Query' });
  });

  it('answers a signed-in browser session once the api vouched for it', async () => {
    const jar = new CookieJar();
    await prod.signIn(MEMBER, { jar });
    const before = prod.api.server.requests.filter((r) => r.url === '/v1/sessions/current').length;
    const { status, data } = await prod.gql(SCHEMA_QUERY, {}, { jar });
    expect(status).toBe(200);
    expect(data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    expect(prod.api.server.requests.filter((r) => r.url === '/v1/sessions/current').length).toBe(before + 1);
  });

  it('refuses the cookie of a session that has signed out', async () => {
    const jar = new CookieJar();
    await prod.signIn(MEMBER, { jar });
    const stale = new CookieJar();
    stale.store((jar.header() ?? '').split('; '));
    await prod.gql(SIGN_OUT, {}, { jar });
    const { data, errors } = await prod.gql(SCHEMA_QUERY, {}, { jar: stale });
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers a bearer caller', async () => {
    const token = prod.issuer.accessToken({ sub: 'partner-user' });
    const { status, data } = await prod.gql(SCHEMA_QUERY, {}, { headers: { authorization: `Bearer ${token}` } });
    expect(status).toBe(200);
    expect(data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});

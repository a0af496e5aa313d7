import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARMOR_LIMITS } from './armor.js';
import { CookieJar } from './testing/cookie.jar.js';
import { buildUser } from './testing/fake.api.js';
import { startHarness, type Harness } from './testing/bff.harness.js';
import { DIRECTIVE_PROBES } from './testing/probes.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    users: [buildUser({ id: 1, email: 'member@demo.test' })],
    deps: { schemaExtensions: [DIRECTIVE_PROBES] },
  });
});
afterAll(() => h.close());

const nested = (depth: number): string => `{ node ${'{ child '.repeat(depth - 2)}{ value }${' }'.repeat(depth - 2)} }`;

describe('graphql-armor limits', () => {
  it('accepts the query when it is as deep as allowed', async () => {
    const { errors } = await h.gql(nested(ARMOR_LIMITS.maxDepth));
    expect(errors).toBeUndefined();
  });

  it('refuses the query when it is deeper than allowed', async () => {
    const { errors, data } = await h.gql(nested(ARMOR_LIMITS.maxDepth + 2));
    expect(data).toBeUndefined();
    expect(errors?.[0]?.message).toMatch(/depth limit/i);
    expect(errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses the query when it uses too many aliases', async () => {
    const bomb = `{ ${Array.from({ length: ARMOR_LIMITS.maxAliases + 5 }, (_, i) => `a${i}: publicProbe`).join(' ')} }`;
    const { errors } = await h.gql(bomb);
    expect(errors?.[0]?.message).toMatch(/aliases limit/i);
  });

  it('refuses the query when it has too many tokens', async () => {
    const { errors, status } = await h.gql(`{ ${'publicProbe '.repeat(ARMOR_LIMITS.maxTokens)} }`);
    expect(status).toBe(400);
    expect(errors?.[0]?.message).toMatch(/more th\w+ 2000 tokens/i);
  });

  it('clamps the page size when a client asks for more than 100 items', async () => {
    const jar = new CookieJar();
    h.identity.accounts.set('admin@demo.test', {
      email: 'admin@demo.test',
      password: 'Correct!Pass1',
      groups: ['admin'],
    });
    await h.signIn('admin@demo.test', { jar });
    await h.gql('{ impersonationTargets(page: { page: -3, size: 5000 }) { size } }', {}, { jar });
    const forwarded = h.api.server.requests.find((r) => r.url.startsWith('/v1/admin/users'));
    expect(forwarded?.url).toContain('page=0&size=100');
  });
});

describe("Apollo's document store (parsed and validated documents, by the text's hash)", () => {
  it('answers each text with its own document, however the texts alternate', async () => {
    const texts = ['{ publicProbe }', '{ node { value } }', '{ publicProbe node { value } }', '{publicProbe}'];
    for (let round = 0; round < 3; round++) {
      for (const text of texts) {
        const { data, errors } = await h.gql(text);
        expect(errors).toBeUndefined();
        expect(Object.keys(data ?? {}).sort()).toEqual(
          [text.includes('publicProbe') && 'publicProbe', text.includes('node') && 'node'].filter(Boolean).sort(),
        );
      }
    }
  });

  it('still refuses a text that does not validate after a valid one was kept', async () => {
    expect((await h.gql('{ publicProbe }')).errors).toBeUndefined();
    const { errors } = await h.gql('{ publicProbe nope }');
    expect(errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await h.gql('{ publicProbe nope }')).errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('error masking', () => {
  it('masks the message and logs nothing to the client when a resolver fails unexpectedly', async () => {
    const { errors, status } = await h.gql('{ crashProbe }');
    expect(status).toBe(200);
    expect(errors).toEqual([
      { message: 'Something went wrong.', path: ['crashProbe'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
    ]);
  });

  it('passes the error through when the bff raised it on purpose', async () => {
    const { errors } = await h.gql('{ memberProbe }');
    expect(errors?.[0]).toMatchObject({
      message: 'You need to sign in to do this.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(JSON.stringify(errors)).not.toContain('stacktrace');
  });

  it('passes validation errors through when the query is invalid', async () => {
    const { errors } = await h.gql('{ nope }');
    expect(errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('cross-site request protection', () => {
  const post = (headers: Record<string, string>) =>
    h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { query: '{ publicProbe }' },
    });

  it('refuses a POST when its Origin is another site', async () => {
    const response = await post({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errors: [{ extensions: { code: 'FORBIDDEN' } }] });
  });

  it('accepts a POST when its Origin is the public URL', async () => {
    expect((await post({ origin: h.config.publicUrl.origin })).statusCode).toBe(200);
  });

  it('refuses a simple-request POST when it is text/plain (Apollo csrfPrevention)', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'text/plain' },
      payload: '{"query":"{ publicProbe }"}',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers a preflight without CORS headers when the origin is not listed', async () => {
    const response = await h.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('explicit CORS origins', () => {
  let cors: Harness;
  beforeAll(async () => {
    cors = await startHarness({ users: [], env: { CORS_ORIGINS: 'https://partner.example' } });
  });
  afterAll(() => cors.close());

  it('allows credentials from the listed origin when it preflights', async () => {
    const response = await cors.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it('accepts a POST when its Origin is listed', async () => {
    const response = await cors.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', origin: 'https://partner.example' },
      payload: { query: '{ viewer { email } }' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('in production', () => {
  let prod: Harness;
  beforeAll(async () => {
    prod = await startHarness({ users: [], env: { NODE_ENV: 'production' } });
  });
  afterAll(() => prod.close());

  it('hides field suggestions when a query has a typo', async () => {
    // A bearer caller: with API keys, the only kind whose own operations run in production.
    const headers = { authorization: `Bearer ${prod.issuer.accessToken({ username: 'sub-partner' })}` };
    const typo = await prod.gql('{ viewr { email } }', {}, { headers });
    expect(typo.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(typo.errors?.[0]?.message).not.toMatch(/did you mean/i);
  });
});

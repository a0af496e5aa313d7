import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import { CREDENTIAL_FAILURES_PER_WINDOW } from '../../session/credential.failures.js';
import type { ApiKeyDto } from './api-keys.api.js';

const KEY_ID = '5b0c5f0e-8a43-4a55-9a55-1f7a3f0f2a11';
const OTHER_ID = '7d4a0f7e-3b6e-4f55-8c55-2f7a3f0f2a22';
const READ_ONLY = `tbk_${'r'.repeat(40)}`;
const READ_WRITE = `tbk_${'w'.repeat(40)}`;

function buildKey(overrides: Partial<ApiKeyDto> = {}): ApiKeyDto {
  return {
    id: KEY_ID,
    name: 'Analytics export',
    scope: 'READ_ONLY',
    prefix: 'tbk_3f9a',
    status: 'ACTIVE',
    createdAt: '2026-01-10T09:00:00.000Z',
    createdByName: 'Vera Admin',
    expiresAt: null,
    lastUsedAt: '2026-01-14T18:03:00.000Z',
    revokedAt: null,
    ...overrides,
  };
}
const day = (d: string, requests = 0) => ({ day: d, requests, errors: 0, cost: requests * 3 });

const LIST = `{ apiKeys { id name scope prefix status createdByName lastUsedAt usage(days: 2) { day requests errors cost } } }`;
const CREATE = `mutation($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { secret apiKey { id status } errors { code field message } }
}`;
const REVOKE = `mutation($id: ID!) { revokeApiKey(id: $id) { apiKey { id status revokedAt } errors { code message } } }`;
const VIEWER = '{ viewer { email user { id } permissions } }';
const bearer = (key: string) => ({ headers: { authorization: `Bearer ${key}` } });

describe('api keys resolvers', () => {
  let h: Harness;
  const jar = new CookieJar();
  const admin = buildUser({ id: 1, email: 'vendor.admin@demo.test', role: 'COMPANY_ADMIN' });
  beforeAll(async () => {
    h = await startHarness({ users: [admin] });
    await h.signIn(admin.email, { jar });
    h.api.apiKeys.set(READ_ONLY, { id: KEY_ID, scope: 'READ_ONLY', owner: admin });
    h.api.apiKeys.set(READ_WRITE, { id: OTHER_ID, scope: 'READ_WRITE', owner: admin });
  });
  afterAll(() => h.close());
  beforeEach(() => {
    h.api.routes.clear();
    h.api.server.requests.length = 0;
  });

  it("lists the company's keys with their usage, read for every key in one call", async () => {
    h.api.routes.on('get', '/companies/me/api-keys', () => [
      200,
      [buildKey(), buildKey({ id: OTHER_ID, name: 'CRM' })],
    ]);
    h.api.routes.on('get', '/companies/me/api-keys/usage', (_r, url) => {
      expect(url.searchParams.get('days')).toBe('2');
      return [
        200,
        [
          { apiKeyId: KEY_ID, days: [day('2026-01-14', 4), day('2026-01-15')] },
          { apiKeyId: OTHER_ID, days: [day('2026-01-14'), day('2026-01-15', 1)] },
        ],
      ];
    });
    const { data, errors } = await h.gql<{ apiKeys: { id: string; usage: { requests: number }[] }[] }>(
      LIST,
      {},
      { jar },
    );
    expect(errors, JSON.stringify(errors)).toBeUndefined();
    expect(data?.apiKeys.map((k) => k.usage.map((u) => u.requests))).toEqual([
      [4, 0],
      [0, 1],
    ]);
    expect(h.api.server.requests.filter((r) => r.url.startsWith('/v1/companies/me/api-keys/usage'))).toHaveLength(1);
  });

  it('creates a key and shows its secret once; the api’s refusals come back at their fields', async () => {
    h.api.routes.on('post', '/companies/me/api-keys', (request) => {
      const body = JSON.parse(request.body) as { name: string; expiresAt: string | null };
      if (body.name === 'Taken')
        return [
          400,
          {
            code: 400,
            message: 'An active key is already named "Taken".',
            details: [{ field: 'name', message: 'An active key is already named "Taken".' }],
          },
        ];
      if (body.expiresAt)
        return [400, { code: 400, message: 'Past.', details: [{ field: 'expiresAt', message: 'Past.' }] }];
      return [201, { apiKey: buildKey(), secret: READ_ONLY }];
    });
    const ok = await h.gql<{ createApiKey: { secret: string; errors: unknown[] } }>(
      CREATE,
      { input: { name: 'Analytics export', scope: 'READ_ONLY' } },
      { jar },
    );
    expect(ok.data?.createApiKey).toMatchObject({ secret: READ_ONLY, errors: [] });
    const taken = await h.gql(CREATE, { input: { name: 'Taken', scope: 'READ_ONLY' } }, { jar });
    expect(taken.data?.createApiKey).toMatchObject({
      secret: null,
      apiKey: null,
      errors: [{ code: 'BAD_USER_INPUT', field: 'name', message: 'An active key is already named "Taken".' }],
    });
    const past = await h.gql(
      CREATE,
      { input: { name: 'X', scope: 'READ_ONLY', expiresAt: '2020-01-01T00:00:00Z' } },
      { jar },
    );
    expect(past.data?.createApiKey).toMatchObject({ errors: [{ field: 'expiresAt', message: 'Past.' }] });
  });

  it('revokes a key; an unknown id is a NOT_FOUND user error', async () => {
    h.api.routes.on('post', '/companies/me/api-keys/{id}/revoke', () => [
      200,
      buildKey({ status: 'REVOKED', revokedAt: '2026-01-15T12:00:00.000Z' }),
    ]);
    const { data } = await h.gql(REVOKE, { id: KEY_ID }, { jar });
    expect(data?.revokeApiKey).toMatchObject({ apiKey: { status: 'REVOKED' }, errors: [] });
    h.api.routes.on('post', '/companies/me/api-keys/{id}/revoke', () => [404, { code: 404, message: 'Not found.' }]);
    const missing = await h.gql(REVOKE, { id: OTHER_ID }, { jar });
    expect(missing.data?.revokeApiKey).toMatchObject({ apiKey: null, errors: [{ code: 'NOT_FOUND' }] });
  });

  it('answers an id the api refuses (no UUID) as the missing key it names', async () => {
    const message = 'id must be a valid uuid';
    h.api.routes.on('post', '/companies/me/api-keys/{id}/revoke', () => [
      400,
      { code: 400, message, details: [{ field: 'id', message }] },
    ]);
    const { data } = await h.gql(REVOKE, { id: 'not-a-key' }, { jar });
    expect(data?.revokeApiKey).toEqual({
      apiKey: null,
      errors: [{ code: 'NOT_FOUND', message: 'This API key does not exist or is not your company’s.' }],
    });
    expect(h.api.server.requests.some((r) => r.url === '/v1/companies/me/api-keys/not-a-key/revoke')).toBe(true);
  });

  it('answers a usage window the api does not serve with its refusal, naming days', async () => {
    const message = 'Ask for 1 to 90 days of usage.';
    h.api.routes.on('get', '/companies/me/api-keys', () => [200, [buildKey()]]);
    h.api.routes.on('get', '/companies/me/api-keys/usage', () => [
      400,
      { code: 400, message, details: [{ field: 'days', message }] },
    ]);
    const { errors } = await h.gql('{ apiKeys { id usage(days: 91) { day } } }', {}, { jar });
    expect(errors?.[0]).toMatchObject({
      message,
      path: ['apiKeys', 0, 'usage'],
      extensions: { code: 'BAD_USER_INPUT', details: [{ field: 'days', message }] },
    });
  });

  it('acts as the key with Bearer <key>: the creator, without key management', async () => {
    const { data, errors } = await h.gql<{ viewer: { user: { id: string }; permissions: string[] } }>(
      VIEWER,
      {},
      bearer(READ_WRITE),
    );
    expect(errors, JSON.stringify(errors)).toBeUndefined();
    expect(data?.viewer.user.id).toBe('1');
    expect(data?.viewer.permissions).toContain('COMPANY_EDIT');
    expect(data?.viewer.permissions).not.toContain('API_KEYS');
    const managing = await h.gql(LIST, {}, bearer(READ_WRITE));
    expect(managing.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const sent = h.api.server.requests.filter((r) => r.url.startsWith('/v1/users'));
    expect(sent.every((r) => r.headers.authorization === `Bearer ${READ_WRITE}` && !r.headers['x-session-id'])).toBe(
      true,
    );
  });

  it('refuses every mutation to a READ_ONLY key, public ones included', async () => {
    const { data, errors } = await h.gql(REVOKE, { id: KEY_ID }, bearer(READ_ONLY));
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({
      message: 'This API key is read-only: it cannot change anything.',
      extensions: { code: 'FORBIDDEN' },
    });
    const signOut = await h.gql('mutation { signOut { success } }', {}, bearer(READ_ONLY));
    expect(signOut.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses impersonation and identity-service changes to a READ_WRITE key', async () => {
    const impersonate = await h.gql(
      'mutation { startImpersonation(userId: "1") { errors { code } } }',
      {},
      bearer(READ_WRITE),
    );
    expect(impersonate.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const password = await h.gql(
      'mutation { changePassword(input: { currentPassword: "a", newPassword: "b" }) { success } }',
      {},
      bearer(READ_WRITE),
    );
    expect(password.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(h.identity.calls).not.toContain('changePassword');
  });

  it('answers HTTP 401 to an unknown key before anything runs', async () => {
    const res = await h.gql(VIEWER, {}, bearer(`tbk_${'x'.repeat(40)}`));
    expect(res.status).toBe(401);
    expect(res.errors?.[0]).toEqual({
      message: 'This API key is not valid.',
      extensions: { code: 'UNAUTHENTICATED', upstreamCode: 'ApiKeyInvalid' },
    });
    // (An earlier test's usage report may still land here: it is never awaited.)
    const calls = h.api.server.requests.map((r) => r.url).filter((url) => url !== '/v1/api-keys/current/usage');
    expect(calls).toEqual(['/v1/api-keys/current']);
  });

  it('makes an address that keeps sending unknown keys wait (429, Retry-After) without asking the api; other addresses go on', async () => {
    const guesser = { remoteAddress: '203.0.113.7' };
    const guess = (n: number) => h.gql(VIEWER, {}, { ...bearer(`tbk_${String(n).padStart(40, 'g')}`), ...guesser });
    for (let n = 0; n < CREDENTIAL_FAILURES_PER_WINDOW; n++) expect((await guess(n)).status).toBe(401);
    const before = h.api.server.requests.length;
    const refused = await guess(99);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(h.api.server.requests.length).toBe(before);
    // Another client's own key still works.
    const other = await h.gql(VIEWER, {}, { ...bearer(READ_ONLY), remoteAddress: '198.51.100.2' });
    expect(other.status).toBe(200);
  });

  it('lets the Authorization header win over session cookies, writing and clearing none', async () => {
    const { errors, setCookies } = await h.gql(LIST, {}, { jar, ...bearer(READ_WRITE) });
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN'); // the key, not the signed-in admin
    expect(setCookies).toEqual([]);
    const signIn = await h.gql(
      'mutation { signIn(input: { email: "vendor.admin@demo.test", password: "x" }) { errors { code } } }',
      {},
      { jar, ...bearer(READ_WRITE) },
    );
    expect(signIn.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(signIn.setCookies).toEqual([]);
    const refused = await h.gql(VIEWER, {}, { jar, ...bearer(`tbk_${'x'.repeat(40)}`) });
    expect(refused.status).toBe(401);
    expect(refused.setCookies).toEqual([]);
    h.api.routes.on('get', '/companies/me/api-keys', () => [200, []]);
    h.api.routes.on('get', '/companies/me/api-keys/usage', () => [200, []]);
    expect((await h.gql(LIST, {}, { jar })).data).toEqual({ apiKeys: [] }); // the cookie session goes on
  });

  it("records each key operation's outcome, without waiting for it; people's operations are not recorded", async () => {
    await h.gql(VIEWER, {}, bearer(READ_ONLY));
    await h.gql(REVOKE, { id: KEY_ID }, bearer(READ_ONLY));
    await h.gql(VIEWER, {}, { jar });
    await vi.waitFor(() => {
      const usage = h.api.server.requests.filter((r) => r.url === '/v1/api-keys/current/usage');
      expect(usage.map((r) => [r.headers.authorization, JSON.parse(r.body)])).toEqual([
        // The costs bff/src/limits gives them: two objects read; a mutation's 10 plus its payload.
        [`Bearer ${READ_ONLY}`, { cost: 2, error: false }],
        [`Bearer ${READ_ONLY}`, { cost: 22, error: true }],
      ]);
    });
  });
});

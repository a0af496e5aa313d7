import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../testing/cookie.jar.js';
import { startIntegration, type IntegrationEnv } from '../testing/integration.js';

let env: IntegrationEnv;

beforeAll(async () => {
  env = await startIntegration();
});
afterAll(async () => {
  await env?.stop();
});

const CREATE = `mutation($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { secret apiKey { id name scope prefix status } errors { field message } }
}`;
const LIST = '{ apiKeys { id status lastUsedAt usage(days: 1) { requests errors } } }';
const VIEWER = '{ viewer { user { email } permissions } }';

describe('partner API keys end to end (real api, identity emulator)', () => {
  it('creates a key as a company admin, calls with it, refuses a mutation to READ_ONLY, and 401 once revoked', async () => {
    const admin = new CookieJar();
    expect((await env.signIn(admin, 'vendor.admin@demo.test')).data?.signIn.errors).toEqual([]);
    const created = await env.gql<{
      createApiKey: { secret: string; apiKey: { id: string; prefix: string; status: string }; errors: unknown[] };
    }>(admin, CREATE, { input: { name: 'Warehouse export', scope: 'READ_ONLY' } });
    expect(created.data?.createApiKey.errors).toEqual([]);
    const { secret, apiKey } = created.data?.createApiKey ?? { secret: '', apiKey: { id: '', prefix: '', status: '' } };
    expect(secret).toMatch(/^tbk_[A-Za-z0-9_-]{40}$/);
    expect(apiKey).toMatchObject({ prefix: secret.slice(0, 8), status: 'ACTIVE' });

    const asKey = { authorization: `Bearer ${secret}` };
    const noCookies = new CookieJar();
    const viewer = await env.gql<{ viewer: { user: { email: string }; permissions: string[] } }>(
      noCookies,
      VIEWER,
      {},
      asKey,
    );
    expect(viewer.errors).toBeUndefined();
    expect(viewer.data?.viewer.user.email).toBe('vendor.admin@demo.test');
    expect(viewer.data?.viewer.permissions).not.toContain('API_KEYS');

    const mutation = await env.gql(noCookies, 'mutation { markAllNotificationsRead { errors { code } } }', {}, asKey);
    expect(mutation.errors?.[0]).toMatchObject({
      message: 'This API key is read-only: it cannot change anything.',
      extensions: { code: 'FORBIDDEN' },
    });

    // The two operations were counted (one with an error), reported after each answer.
    await expect
      .poll(async () => {
        const list = await env.gql<{ apiKeys: { id: string; usage: { requests: number; errors: number }[] }[] }>(
          admin,
          LIST,
        );
        return list.data?.apiKeys.find((k) => k.id === apiKey.id)?.usage;
      })
      .toEqual([{ requests: 2, errors: 1 }]);

    const revoked = await env.gql<{ revokeApiKey: { apiKey: { status: string } } }>(
      admin,
      'mutation($id: ID!) { revokeApiKey(id: $id) { apiKey { status } errors { message } } }',
      { id: apiKey.id },
    );
    expect(revoked.data?.revokeApiKey.apiKey.status).toBe('REVOKED');
    const refused = await env.gql(noCookies, VIEWER, {}, asKey);
    expect(refused.status).toBe(401);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'This API key is not valid: it was revoked, it expired, or it was never issued.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});

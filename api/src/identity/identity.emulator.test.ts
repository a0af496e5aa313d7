import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApi, startTestIdentity, type TestApi, type TestIdentity } from '../testing/index.js';
import { createIdentityAdmin } from './identity-admin.js';
import { createIdentityClient } from './identity-client.js';
import { ensureIdentityPool } from './identity-pool.js';
import { loadSdk } from './sdk.js';

/** The real path: cognito-local, pool provisioning, persona identities, real tokens, set-password. */
describe('identity emulator', () => {
  let identity: TestIdentity;
  let api: TestApi;
  let client: CognitoIdentityProviderClient;

  beforeAll(async () => {
    identity = await startTestIdentity();
    api = await startTestApi({ identity, seed: 'personas' });
    client = await createIdentityClient(identity.config);
  });
  afterAll(async () => {
    client?.destroy();
    await api?.stop();
    await identity?.stop();
  });

  const signIn = async (email: string, password: string) => {
    const sdk = await loadSdk();
    const result = await client.send(
      new sdk.AdminInitiateAuthCommand({
        UserPoolId: identity.config.userPoolId,
        ClientId: identity.config.clientId,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const tokens = result.AuthenticationResult;
    if (!tokens?.IdToken || !tokens.AccessToken) throw new Error('no tokens');
    return { id: tokens.IdToken, access: tokens.AccessToken };
  };
  const get = (path: string, token: string, headers: Record<string, string> = {}) =>
    fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });

  it('reuses the pool recorded in pool.json when ensured again', async () => {
    const { tmpdir } = await import('node:os');
    const { mkdtemp } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const dir = await mkdtemp(join(tmpdir(), 'tb-pool-'));
    const first = await ensureIdentityPool({ endpoint: identity.endpoint, dataDir: dir });
    const second = await ensureIdentityPool({ endpoint: identity.endpoint, dataDir: dir });
    expect(second.userPoolId).toBe(first.userPoolId);
    expect(second.clientId).toBe(first.clientId);
    expect(first.issuer).toBe(`${identity.endpoint}/${first.userPoolId}`);
  });

  it('accepts real ID and access tokens of a persona', async () => {
    const tokens = await signIn('sponsor.admin@demo.test', DEMO_PASSWORD);
    for (const token of [tokens.id, tokens.access]) {
      const res = await get('/v1/users/current', token);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { email: string }).email).toBe('sponsor.admin@demo.test');
    }
  });

  it('puts the admin persona in the admin group, able to impersonate', async () => {
    const tokens = await signIn('admin@demo.test', DEMO_PASSWORD);
    const page = (await (await get('/v1/admin/users?searchString=vendor.member', tokens.id)).json()) as {
      content: { id: number }[];
    };
    const target = page.content[0]?.id;
    expect(target).toBeDefined();
    const res = await get('/v1/users/current', tokens.id, { 'x-impersonated-user-id': String(target) });
    expect(((await res.json()) as { email: string }).email).toBe('vendor.member@demo.test');
  });

  it('refuses a real token whose signature was tampered with', async () => {
    const tokens = await signIn('sponsor.member@demo.test', DEMO_PASSWORD);
    const tampered = `${tokens.id.slice(0, -4)}AAAA`;
    expect((await get('/v1/users/current', tampered)).status).toBe(401);
  });

  it('creates the identity user at set-password, so the new user can sign in', async () => {
    const email = 'nora.new@lakeshoreresearch.example';
    const signup = await fetch(`${api.url}/v1/users/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        firstName: 'Nora',
        lastName: 'New',
        referralSource: 'EMAIL',
        company: { name: 'Nora Research Partners', roleId: 3 },
      }),
    });
    expect(signup.status).toBe(201);
    const code = /code is (\d{6})/.exec(api.mails.find((m) => m.to === email)?.text ?? '')?.[1] ?? '';
    const set = await fetch(`${api.url}/v1/users/set-password`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, code, password: 'N0ra!Secret' }),
    });
    expect(set.status).toBe(200);
    const tokens = await signIn(email, 'N0ra!Secret');
    const me = (await (await get('/v1/users/current', tokens.id)).json()) as {
      email: string;
      role: string;
      company: { name: string };
    };
    expect(me).toMatchObject({ email, role: 'COMPANY_ADMIN', company: { name: 'Nora Research Partners' } });
  });

  it('deletes an identity user, and takes one already gone as done', async () => {
    const admin = createIdentityAdmin(client, identity.config.userPoolId);
    await admin.createUser('gone.soon@lakeshoreresearch.example', 'G0ne!Soon');
    expect(await admin.findSub('gone.soon@lakeshoreresearch.example')).not.toBeNull();
    await admin.deleteUser('gone.soon@lakeshoreresearch.example');
    expect(await admin.findSub('gone.soon@lakeshoreresearch.example')).toBeNull();
    await expect(admin.deleteUser('gone.soon@lakeshoreresearch.example')).resolves.toBeUndefined();
  });
});

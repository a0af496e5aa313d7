import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityConfig } from '../../config.js';
import { startIdentityEmulator, type IdentityEmulator } from '../emulator.js';
import { createIdentityClient } from '../identity-client.js';
import { ensureIdentityPool } from '../identity-pool.js';
import { loadSdk } from '../sdk.js';
import { COMPANY_IDP_CLIENT_ID, COMPANY_IDP_CLIENT_SECRET, companyIdpIssuer } from './company-idp.js';

const sdk = await loadSdk();

/** Cognito's identity provider API on a real emulator, through the SDK the api uses. */
describe('the emulator’s identity provider API', () => {
  let dir: string;
  let emulator: IdentityEmulator;
  let config: IdentityConfig;
  let client: CognitoIdentityProviderClient;

  async function start(): Promise<void> {
    emulator = await startIdentityEmulator({ dataDir: dir });
    config = await ensureIdentityPool({ endpoint: emulator.endpoint, dataDir: dir });
    client = await createIdentityClient({ region: config.region, endpoint: emulator.endpoint });
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tb-idp-api-'));
    await start();
  });
  afterAll(async () => {
    client?.destroy();
    await emulator?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const details = () => ({
    client_id: COMPANY_IDP_CLIENT_ID,
    client_secret: COMPANY_IDP_CLIENT_SECRET,
    oidc_issuer: companyIdpIssuer(emulator.endpoint),
    authorize_scopes: 'openid email profile',
    attributes_request_method: 'GET',
  });
  const mapping = {
    email: 'email',
    email_verified: 'email_verified',
    given_name: 'given_name',
    family_name: 'family_name',
  };
  const create = (name: string, overrides: Record<string, unknown> = {}) =>
    client.send(
      new sdk.CreateIdentityProviderCommand({
        UserPoolId: config.userPoolId,
        ProviderName: name,
        ProviderType: 'OIDC',
        ProviderDetails: details(),
        AttributeMapping: mapping,
        ...overrides,
      }),
    );
  const describeProvider = (name: string, poolId = config.userPoolId) =>
    client.send(new sdk.DescribeIdentityProviderCommand({ UserPoolId: poolId, ProviderName: name }));
  /** The Cognito exception a call fails with. */
  const failure = (call: Promise<unknown>) =>
    call.then(
      () => 'succeeded',
      (error: Error) => error.name,
    );

  it('creates an OIDC provider and describes it as Cognito does', async () => {
    const before = Date.now();
    const created = await create('sso-42');
    expect(created.IdentityProvider).toMatchObject({
      UserPoolId: config.userPoolId,
      ProviderName: 'sso-42',
      ProviderType: 'OIDC',
      ProviderDetails: details(),
      AttributeMapping: { ...mapping, username: 'sub' },
      IdpIdentifiers: [],
    });
    const createdAt = created.IdentityProvider?.CreationDate?.getTime() ?? 0;
    expect(createdAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect((await describeProvider('sso-42')).IdentityProvider).toEqual(created.IdentityProvider);
  });

  it('refuses a duplicate or built-in name, a missing detail and a non-OIDC type', async () => {
    expect(await failure(create('sso-42'))).toBe('DuplicateProviderException');
    expect(await failure(create('Google'))).toBe('DuplicateProviderException');
    const { client_secret: _secret, ...withoutSecret } = details();
    expect(await failure(create('sso-43', { ProviderDetails: withoutSecret }))).toBe('InvalidParameterException');
    expect(await failure(create('sso-43', { ProviderDetails: { ...details(), oidc_issuer: 'not a url' } }))).toBe(
      'InvalidParameterException',
    );
    expect(await failure(create('sso-43', { ProviderType: 'SAML' }))).toBe('InvalidParameterException');
    expect(await failure(create('_sso'))).toBe('InvalidParameterException');
    expect(await failure(create('sso-43', { UserPoolId: 'us-east-1_nopool' }))).toBe('ResourceNotFoundException');
    expect(await failure(describeProvider('sso-43'))).toBe('ResourceNotFoundException');
  });

  it('lists the pool’s providers a page at a time', async () => {
    await create('sso-44');
    const all = await client.send(new sdk.ListIdentityProvidersCommand({ UserPoolId: config.userPoolId }));
    expect(all.Providers?.map((p) => [p.ProviderName, p.ProviderType])).toEqual([
      ['sso-42', 'OIDC'],
      ['sso-44', 'OIDC'],
    ]);
    expect(all.NextToken).toBeUndefined();
    const first = await client.send(
      new sdk.ListIdentityProvidersCommand({ UserPoolId: config.userPoolId, MaxResults: 1 }),
    );
    expect(first.Providers?.map((p) => p.ProviderName)).toEqual(['sso-42']);
    const second = await client.send(
      new sdk.ListIdentityProvidersCommand({
        UserPoolId: config.userPoolId,
        MaxResults: 1,
        NextToken: first.NextToken,
      }),
    );
    expect(second.Providers?.map((p) => p.ProviderName)).toEqual(['sso-44']);
    expect(second.NextToken).toBeUndefined();
  });

  it('updates and deletes a provider, and says when it does not exist', async () => {
    const updated = await client.send(
      new sdk.UpdateIdentityProviderCommand({
        UserPoolId: config.userPoolId,
        ProviderName: 'sso-44',
        ProviderDetails: { ...details(), client_secret: 'rotated' },
      }),
    );
    expect(updated.IdentityProvider?.ProviderDetails?.client_secret).toBe('rotated');
    expect(updated.IdentityProvider?.AttributeMapping).toEqual({ ...mapping, username: 'sub' });
    const badUpdate = new sdk.UpdateIdentityProviderCommand({
      UserPoolId: config.userPoolId,
      ProviderName: 'sso-44',
      ProviderDetails: { client_id: 'x' },
    });
    expect(await failure(client.send(badUpdate))).toBe('InvalidParameterException');
    const missing = { UserPoolId: config.userPoolId, ProviderName: 'sso-99' };
    expect(await failure(client.send(new sdk.UpdateIdentityProviderCommand(missing)))).toBe(
      'ResourceNotFoundException',
    );

    await client.send(new sdk.DeleteIdentityProviderCommand({ UserPoolId: config.userPoolId, ProviderName: 'sso-44' }));
    expect(await failure(describeProvider('sso-44'))).toBe('ResourceNotFoundException');
    const again = new sdk.DeleteIdentityProviderCommand({ UserPoolId: config.userPoolId, ProviderName: 'sso-44' });
    expect(await failure(client.send(again))).toBe('ResourceNotFoundException');
  });

  it('keeps the providers across a restart, and leaves the rest of the Cognito API to cognito-local', async () => {
    const before = (await describeProvider('sso-42')).IdentityProvider;
    client.destroy();
    await emulator.stop();
    await start();
    expect((await describeProvider('sso-42')).IdentityProvider).toEqual(before);
    const listed = await client.send(new sdk.ListIdentityProvidersCommand({ UserPoolId: config.userPoolId }));
    expect(listed.Providers?.map((p) => p.ProviderName)).toEqual(['sso-42']);
    const pool = await client.send(new sdk.DescribeUserPoolCommand({ UserPoolId: config.userPoolId }));
    expect(pool.UserPool?.Id).toBe(config.userPoolId);
  });
});

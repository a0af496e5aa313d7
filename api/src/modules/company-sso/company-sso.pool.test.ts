import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyIdpIssuer } from '../../identity/hosted/company-idp.js';
import { createIdentityAdmin, type IdentityAdmin } from '../../identity/identity-admin.js';
import { createIdentityClient } from '../../identity/identity-client.js';
import { loadSdk } from '../../identity/sdk.js';
import { startTestIdentity, type TestIdentity } from '../../testing/index.js';

const sdk = await loadSdk();

/** The identity admin's provider calls against the real emulator, through the SDK. */
describe('company providers in the user pool (emulator)', () => {
  let identity: TestIdentity;
  let client: CognitoIdentityProviderClient;
  let admin: IdentityAdmin;
  beforeAll(async () => {
    identity = await startTestIdentity();
    client = await createIdentityClient(identity.config);
    admin = createIdentityAdmin(client, identity.config.userPoolId);
  });
  afterAll(async () => {
    client?.destroy();
    await identity?.stop();
  });

  const describeProvider = (name: string) =>
    client.send(
      new sdk.DescribeIdentityProviderCommand({ UserPoolId: identity.config.userPoolId, ProviderName: name }),
    );
  const describeClient = async () =>
    (
      await client.send(
        new sdk.DescribeUserPoolClientCommand({
          UserPoolId: identity.config.userPoolId,
          ClientId: identity.config.clientId,
        }),
      )
    ).UserPoolClient;

  it('creates the provider, then updates it in place', async () => {
    const settings = {
      issuer: companyIdpIssuer(identity.endpoint),
      clientId: 'trialbridge-helixa',
      clientSecret: 'first',
      scopes: ['openid', 'email', 'profile'],
    };
    await admin.upsertOidcProvider('sso-7', settings);
    const created = (await describeProvider('sso-7')).IdentityProvider;
    expect(created).toMatchObject({
      ProviderType: 'OIDC',
      ProviderDetails: {
        client_id: 'trialbridge-helixa',
        client_secret: 'first',
        oidc_issuer: settings.issuer,
        authorize_scopes: 'openid email profile',
        attributes_request_method: 'GET',
      },
      AttributeMapping: {
        email: 'email',
        email_verified: 'email_verified',
        given_name: 'given_name',
        family_name: 'family_name',
      },
    });
    await admin.upsertOidcProvider('sso-7', { ...settings, clientSecret: 'rotated' });
    expect((await describeProvider('sso-7')).IdentityProvider?.ProviderDetails?.client_secret).toBe('rotated');
  });

  it('offers the provider on the app client and takes it back, keeping the client’s other settings', async () => {
    const before = await describeClient();
    await admin.allowProviderOnClient(identity.config.clientId, 'sso-7', true);
    const allowed = await describeClient();
    expect(allowed?.SupportedIdentityProviders).toEqual(
      expect.arrayContaining(['COGNITO', 'sso-7', ...(before?.SupportedIdentityProviders ?? [])]),
    );
    expect(allowed?.AllowedOAuthFlows).toContain('code');
    expect(allowed?.AllowedOAuthScopes).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(allowed?.AllowedOAuthFlowsUserPoolClient).toBe(true);
    expect(allowed?.ExplicitAuthFlows).toEqual(before?.ExplicitAuthFlows);
    expect(allowed?.ClientName).toBe(before?.ClientName);
    await admin.allowProviderOnClient(identity.config.clientId, 'sso-7', false);
    const taken = await describeClient();
    expect(taken?.SupportedIdentityProviders).toContain('COGNITO');
    expect(taken?.SupportedIdentityProviders).not.toContain('sso-7');
  });

  it('deletes the provider; deleting it again is not an error', async () => {
    await admin.deleteProvider('sso-7');
    await admin.deleteProvider('sso-7');
    await expect(describeProvider('sso-7')).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });
});

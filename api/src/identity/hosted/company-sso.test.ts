import { createServer, type Server, type Socket } from 'node:net';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIdentity, type TestIdentity } from '../../testing/index.js';
import { createIdentityClient } from '../identity-client.js';
import { loadSdk } from '../sdk.js';
import {
  COMPANY_IDP_CLIENT_ID,
  COMPANY_IDP_CLIENT_SECRET,
  COMPANY_IDP_IDENTITIES,
  COMPANY_IDP_TITLE,
  companyIdpIssuer,
} from './company-idp.js';
import { createTestBrowser, decodeJwt, formAction, pkceAndState } from './test-browser.js';

const sdk = await loadSdk();

/** Company single sign-on: a pool's own OIDC provider (created through the API), the local company provider behind it. */
describe('hosted sign-in through a company’s OIDC provider', () => {
  let identity: TestIdentity;
  let client: CognitoIdentityProviderClient;
  /** Accepts connections and never answers: an issuer that hangs. */
  let silent: Server;
  const sockets = new Set<Socket>();
  const redirectUri = 'http://127.0.0.1:4999/auth/callback';

  const createProvider = (name: string, details: Record<string, string> = {}) =>
    client.send(
      new sdk.CreateIdentityProviderCommand({
        UserPoolId: identity.config.userPoolId,
        ProviderName: name,
        ProviderType: 'OIDC',
        ProviderDetails: {
          client_id: COMPANY_IDP_CLIENT_ID,
          client_secret: COMPANY_IDP_CLIENT_SECRET,
          oidc_issuer: companyIdpIssuer(identity.endpoint),
          authorize_scopes: 'openid email profile',
          attributes_request_method: 'GET',
          ...details,
        },
        AttributeMapping: {
          email: 'email',
          email_verified: 'email_verified',
          given_name: 'given_name',
          family_name: 'family_name',
        },
      }),
    );

  beforeAll(async () => {
    identity = await startTestIdentity();
    client = await createIdentityClient(identity.config);
    silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as { port: number }).port;
    await createProvider('sso-42');
    await createProvider('sso-hangs', { oidc_issuer: `http://127.0.0.1:${silentPort}/idp` });
    await createProvider('sso-wrong-secret', { client_secret: 'not-the-secret' });
    await createProvider('sso-not-enabled');
    await client.send(
      new sdk.UpdateUserPoolClientCommand({
        UserPoolId: identity.config.userPoolId,
        ClientId: identity.config.clientId,
        SupportedIdentityProviders: ['COGNITO', 'sso-42', 'sso-hangs', 'sso-wrong-secret'],
      }),
    );
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent?.close(resolve));
    client?.destroy();
    await identity?.stop();
  });

  function authorizeUrl(provider: string, checks: ReturnType<typeof pkceAndState>): URL {
    const url = new URL(`${identity.endpoint}/oauth2/authorize`);
    url.search = new URLSearchParams({
      identity_provider: provider,
      response_type: 'code',
      client_id: identity.config.clientId,
      redirect_uri: redirectUri,
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: checks.challenge,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    }).toString();
    return url;
  }

  /** To the company provider's page, pick an identity, back at the product's redirect_uri. */
  async function signIn(provider: string, sub: string) {
    const browser = createTestBrowser();
    const checks = pkceAndState();
    const page = await browser.follow(authorizeUrl(provider, checks), redirectUri);
    expect(page.response.status).toBe(200);
    const html = await page.response.text();
    expect(html).toContain(`<title>${COMPANY_IDP_TITLE}</title>`);
    const back = await browser.follow(new URL(formAction(html), page.url), redirectUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ identity: sub }).toString(),
    });
    expect(back.url.origin + back.url.pathname).toBe(redirectUri);
    return { callback: back.url, ...checks };
  }

  it('federates to the company provider as its confidential client: identities, email, amr and nonce', async () => {
    const marcus = COMPANY_IDP_IDENTITIES[0];
    const result = await signIn('sso-42', marcus.sub);
    expect(result.callback.searchParams.get('state')).toBe(result.state);
    const config = await oidc.discovery(
      new URL(identity.config.issuer),
      identity.config.clientId,
      undefined,
      oidc.None(),
      {
        execute: [oidc.allowInsecureRequests],
      },
    );
    // openid-client checks state, PKCE, iss, aud, signature and nonce as the bff does.
    const tokens = await oidc.authorizationCodeGrant(config, result.callback, {
      pkceCodeVerifier: result.verifier,
      expectedState: result.state,
      expectedNonce: result.nonce,
      idTokenExpected: true,
    });
    expect(decodeJwt(tokens.id_token ?? '')).toMatchObject({
      iss: identity.config.issuer,
      nonce: result.nonce,
      email: 'sponsor.member@demo.test',
      email_verified: true,
      given_name: 'Marcus',
      family_name: 'Chen',
      amr: ['pwd', 'mfa'],
      'cognito:username': `sso-42_${marcus.sub}`,
      identities: [{ userId: marcus.sub, providerName: 'sso-42', providerType: 'OIDC', issuer: null, primary: 'true' }],
    });

    // The amr describes that sign-in: a refreshed ID token keeps identities, not amr.
    const refreshed = await client.send(
      new sdk.InitiateAuthCommand({
        ClientId: identity.config.clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: tokens.refresh_token ?? '' },
      }),
    );
    const refreshedClaims = decodeJwt(refreshed.AuthenticationResult?.IdToken ?? '');
    expect(refreshedClaims).toMatchObject({ identities: [{ providerName: 'sso-42' }] });
    expect(refreshedClaims).not.toHaveProperty('amr');
  });

  it('signs in a person the platform does not know yet (the just-in-time member)', async () => {
    const nora = COMPANY_IDP_IDENTITIES[1];
    const result = await signIn('sso-42', nora.sub);
    const response = await fetch(`${identity.endpoint}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: identity.config.clientId,
        redirect_uri: redirectUri,
        code: result.callback.searchParams.get('code') ?? '',
        code_verifier: result.verifier,
      }).toString(),
    });
    expect(response.status).toBe(200);
    const claims = decodeJwt(((await response.json()) as { id_token: string }).id_token);
    expect(claims).toMatchObject({ email: 'nora.patel@demo.test', 'cognito:username': `sso-42_${nora.sub}` });
  });

  it('sends the person back with temporarily_unavailable and the same state when the issuer does not answer', async () => {
    const checks = pkceAndState();
    const started = Date.now();
    const response = await fetch(authorizeUrl('sso-hangs', checks), { redirect: 'manual' });
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(response.status).toBe(302);
    const back = new URL(response.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe(redirectUri);
    expect(back.searchParams.get('error')).toBe('temporarily_unavailable');
    expect(back.searchParams.get('state')).toBe(checks.state);
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('refuses a code exchange the company provider rejects (wrong client secret) with server_error', async () => {
    const result = await signIn('sso-wrong-secret', COMPANY_IDP_IDENTITIES[0].sub);
    expect(result.callback.searchParams.get('error')).toBe('server_error');
    expect(result.callback.searchParams.get('state')).toBe(result.state);
    expect(result.callback.searchParams.has('code')).toBe(false);
  });

  it('refuses a provider the app client does not list, and one that was deleted', async () => {
    const notEnabled = await fetch(authorizeUrl('sso-not-enabled', pkceAndState()), { redirect: 'manual' });
    expect(notEnabled.status).toBe(400);
    expect(await notEnabled.json()).toMatchObject({ error: 'invalid_request' });
    await client.send(
      new sdk.DeleteIdentityProviderCommand({
        UserPoolId: identity.config.userPoolId,
        ProviderName: 'sso-wrong-secret',
      }),
    );
    const deleted = await fetch(authorizeUrl('sso-wrong-secret', pkceAndState()), { redirect: 'manual' });
    expect(deleted.status).toBe(400);
    expect(await deleted.json()).toMatchObject({
      error: 'invalid_request',
      error_description: 'Unknown identity_provider',
    });
  });
});

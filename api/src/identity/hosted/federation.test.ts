import { createPublicKey, verify } from 'node:crypto';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIdentity, type TestIdentity } from '../../testing/index.js';
import { createIdentityAdmin } from '../identity-admin.js';
import { createIdentityClient } from '../identity-client.js';
import { loadSdk } from '../sdk.js';
import { DEMO_IDENTITIES } from './demo-identities.js';
import { createTestBrowser, decodeJwt, formAction, pkceAndState } from './test-browser.js';

/** The bff's part of the hosted sign-in with federation, over HTTP against a real emulator. */
describe('hosted sign-in with federation', () => {
  let identity: TestIdentity;
  let client: CognitoIdentityProviderClient;
  const redirectUri = 'http://127.0.0.1:4999/auth/callback';

  beforeAll(async () => {
    identity = await startTestIdentity();
    client = await createIdentityClient(identity.config);
  });
  afterAll(async () => {
    client?.destroy();
    await identity?.stop();
  });

  type Choice = { sub: string } | { email: string; givenName: string; familyName: string; verified: boolean };

  /** Authorize at the pool with identity_provider, pick an identity at the provider, come back with a code. */
  async function signIn(provider: string, choice: Choice) {
    const browser = createTestBrowser();
    const checks = pkceAndState();
    const authorize = new URL(`${identity.endpoint}/oauth2/authorize`);
    authorize.search = new URLSearchParams({
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
    const page = await browser.follow(authorize, redirectUri);
    expect(page.response.status).toBe(200);
    const html = await page.response.text();
    expect(html).toContain(`<title>${provider} (local stand-in)</title>`);
    const form: Record<string, string> =
      'sub' in choice
        ? { identity: choice.sub }
        : {
            email: choice.email,
            given_name: choice.givenName,
            family_name: choice.familyName,
            ...(choice.verified ? { email_verified: 'true' } : {}),
          };
    const back = await browser.follow(new URL(formAction(html), page.url), redirectUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    expect(back.url.origin + back.url.pathname).toBe(redirectUri);
    return { callback: back.url, ...checks };
  }

  const exchange = (code: string, verifier: string) =>
    fetch(`${identity.endpoint}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: identity.config.clientId,
        redirect_uri: redirectUri,
        code,
        code_verifier: verifier,
      }).toString(),
    });

  async function verifySignature(token: string): Promise<boolean> {
    const jwks = (await (await fetch(identity.config.jwksUri)).json()) as { keys: { kid: string }[] };
    const [header = '', payload = '', signature = ''] = token.split('.');
    const kid = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { kid: string }).kid;
    const jwk = jwks.keys.find((k) => k.kid === kid);
    if (!jwk) return false;
    const key = createPublicKey({ key: jwk as never, format: 'jwk' });
    return verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url'));
  }

  it('publishes a discovery document openid-client accepts, with the tokens’ issuer', async () => {
    const config = await oidc.discovery(
      new URL(identity.config.issuer),
      identity.config.clientId,
      undefined,
      oidc.None(),
      {
        execute: [oidc.allowInsecureRequests],
      },
    );
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(identity.config.issuer);
    expect(metadata.authorization_endpoint).toBe(`${identity.endpoint}/oauth2/authorize`);
    expect(metadata.token_endpoint).toBe(`${identity.endpoint}/oauth2/token`);
    expect(metadata.jwks_uri).toBe(identity.config.jwksUri);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('signs in with Google: code and state back, then tokens with nonce and identities', async () => {
    const ada = DEMO_IDENTITIES.Google[0];
    const first = await signIn('Google', { sub: ada.sub });
    expect(first.callback.searchParams.get('state')).toBe(first.state);
    const code = first.callback.searchParams.get('code') ?? '';

    // openid-client checks state, PKCE, iss, aud and nonce as the bff will.
    const config = await oidc.discovery(
      new URL(identity.config.issuer),
      identity.config.clientId,
      undefined,
      oidc.None(),
      {
        execute: [oidc.allowInsecureRequests],
      },
    );
    const tokens = await oidc.authorizationCodeGrant(config, first.callback, {
      pkceCodeVerifier: first.verifier,
      expectedState: first.state,
      expectedNonce: first.nonce,
      idTokenExpected: true,
    });
    expect(code).not.toBe('');
    const claims = decodeJwt(tokens.id_token ?? '');
    expect(await verifySignature(tokens.id_token ?? '')).toBe(true);
    expect(claims).toMatchObject({
      iss: identity.config.issuer,
      aud: identity.config.clientId,
      nonce: first.nonce,
      email: ada.email,
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Quinn',
      'cognito:username': `Google_${ada.sub}`,
      identities: [{ userId: ada.sub, providerName: 'Google', providerType: 'Google', issuer: null, primary: 'true' }],
    });
    const identities = claims.identities as { dateCreated: string }[];
    expect(identities[0]?.dateCreated).toMatch(/^\d{13}$/);

    // A second sign-in is the same pool user.
    const second = await signIn('Google', { sub: ada.sub });
    const again = await exchange(second.callback.searchParams.get('code') ?? '', second.verifier);
    const againClaims = decodeJwt(((await again.json()) as { id_token: string }).id_token);
    expect(againClaims.sub).toBe(claims.sub);
    expect(againClaims['cognito:username']).toBe(`Google_${ada.sub}`);
    expect((againClaims.identities as { dateCreated: string }[])[0]?.dateCreated).toBe(identities[0]?.dateCreated);

    // The SDK refresh the bff does keeps the identities claim.
    const sdk = await loadSdk();
    const refreshed = await client.send(
      new sdk.InitiateAuthCommand({
        ClientId: identity.config.clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: tokens.refresh_token ?? '' },
      }),
    );
    const refreshedToken = refreshed.AuthenticationResult?.IdToken ?? '';
    expect(await verifySignature(refreshedToken)).toBe(true);
    expect(decodeJwt(refreshedToken)).toMatchObject({ sub: claims.sub, identities: [{ providerName: 'Google' }] });
  });

  it('refuses a wrong code_verifier, and a code used twice', async () => {
    const marcus = DEMO_IDENTITIES.Microsoft[0];
    const wrong = await signIn('Microsoft', { sub: marcus.sub });
    const refused = await exchange(wrong.callback.searchParams.get('code') ?? '', pkceAndState().verifier);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'invalid_grant' });

    const right = await signIn('Microsoft', { sub: marcus.sub });
    const code = right.callback.searchParams.get('code') ?? '';
    const ok = await exchange(code, right.verifier);
    expect(ok.status).toBe(200);
    const claims = decodeJwt(((await ok.json()) as { id_token: string }).id_token);
    expect(claims).toMatchObject({
      email: 'sponsor.member@demo.test',
      identities: [{ providerName: 'Microsoft', providerType: 'OIDC', userId: marcus.sub }],
    });
    const reused = await exchange(code, right.verifier);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('keeps an email the provider did not verify unverified, demo or typed in', async () => {
    const tester = DEMO_IDENTITIES.Microsoft[1];
    const demo = await signIn('Microsoft', { sub: tester.sub });
    const demoTokens = (await (await exchange(demo.callback.searchParams.get('code') ?? '', demo.verifier)).json()) as {
      id_token: string;
    };
    expect(decodeJwt(demoTokens.id_token)).toMatchObject({ email: 'unverified@demo.test', email_verified: false });

    const typed = { email: 'kim.typed@example.test', givenName: 'Kim', familyName: 'Typed', verified: false };
    const other = await signIn('LinkedIn', typed);
    const otherTokens = (await (
      await exchange(other.callback.searchParams.get('code') ?? '', other.verifier)
    ).json()) as {
      id_token: string;
    };
    expect(decodeJwt(otherTokens.id_token)).toMatchObject({
      email: typed.email,
      email_verified: false,
      name: 'Kim Typed',
      identities: [{ providerName: 'LinkedIn', providerType: 'OIDC' }],
    });
  });

  it('answers an unknown identity_provider with invalid_request, and refuses a foreign redirect_uri', async () => {
    const query = (provider: string, redirect: string) =>
      fetch(
        `${identity.endpoint}/oauth2/authorize?${new URLSearchParams({
          identity_provider: provider,
          response_type: 'code',
          client_id: identity.config.clientId,
          redirect_uri: redirect,
          code_challenge: pkceAndState().challenge,
          code_challenge_method: 'S256',
        }).toString()}`,
        { redirect: 'manual' },
      );
    const unknown = await query('Facebook', redirectUri);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: 'invalid_request' });
    expect((await query('Google', 'https://evil.example/callback')).status).toBe(400);
  });

  it('leaves password sign-in as it was: no identities, no nonce', async () => {
    const admin = createIdentityAdmin(client, identity.config.userPoolId);
    await admin.createUser('pat.password@example.test', 'Pat!Passw0rd');
    const sdk = await loadSdk();
    const result = await client.send(
      new sdk.InitiateAuthCommand({
        ClientId: identity.config.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'pat.password@example.test', PASSWORD: 'Pat!Passw0rd' },
      }),
    );
    const claims = decodeJwt(result.AuthenticationResult?.IdToken ?? '');
    expect(claims).toMatchObject({ email: 'pat.password@example.test', iss: identity.config.issuer });
    expect(claims).not.toHaveProperty('identities');
    expect(claims).not.toHaveProperty('nonce');
  });
});

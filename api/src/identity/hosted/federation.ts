import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import * as oidc from 'openid-client';
import type { AppClient, CognitoLocal, Ctx } from './cognito-local.js';
import { isUnreachable, mappedProfile, type FederatedProvider, type ProviderDirectory } from './federated-providers.js';
import { upsertFederatedUser } from './federated-user.js';
import { addIdTokenClaims } from './federated-tokens.js';
import { oauthError, redirect, sendJson } from './http-util.js';
import { idpResponseUrl } from './social-providers.js';

const TTL_MS = 5 * 60 * 1000;

/** The product's authorize request, kept while the person is at the provider. */
interface PendingSignIn {
  provider: FederatedProvider;
  clientId: string;
  redirectUri: string;
  state: string | undefined;
  nonce: string | undefined;
  codeChallenge: string;
  verifier: string;
  providerNonce: string;
  expiresAt: number;
}

/** A code of the hosted sign-in: single use, 5 minutes, bound to client, redirect_uri, PKCE, nonce and user. */
interface IssuedCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  /** The provider's `amr`, for the ID token of this sign-in (see exchangeCode). */
  amr: string[] | undefined;
  username: string;
  expiresAt: number;
}

/**
 * Emulator-only leniency: besides the app client's CallbackURLs, any loopback http URL is accepted,
 * so the product on any local port needs no client update. Real Cognito accepts only CallbackURLs.
 */
export function isAllowedRedirect(client: AppClient, redirectUri: string): boolean {
  if ((client.CallbackURLs ?? []).includes(redirectUri)) return true;
  try {
    const url = new URL(redirectUri);
    return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost');
  } catch {
    return false;
  }
}

const take = <T extends { expiresAt: number }>(store: Map<string, T>, key: string | undefined): T | null => {
  const entry = key ? store.get(key) : undefined;
  if (!key || !entry) return null;
  store.delete(key);
  return Date.now() > entry.expiresAt ? null : entry;
};

/** Back to the product's redirect_uri with an OAuth error, as Cognito answers a failed federation. */
function redirectError(
  res: ServerResponse,
  redirectUri: string,
  state: string | undefined,
  error: string,
  why: string,
) {
  const back = new URL(redirectUri);
  back.searchParams.set('error', error);
  back.searchParams.set('error_description', why);
  if (state !== undefined) back.searchParams.set('state', state);
  redirect(res, back.href);
}

export function createFederation(cognito: CognitoLocal, providers: ProviderDirectory, endpoint: string) {
  const pending = new Map<string, PendingSignIn>();
  const codes = new Map<string, IssuedCode>();
  const ctx: Ctx = { logger: cognito.logger };
  const { services } = cognito;

  /** GET /oauth2/authorize with identity_provider: off to that provider's sign-in. */
  async function authorize(res: ServerResponse, query: URLSearchParams): Promise<void> {
    const clientId = query.get('client_id') ?? '';
    const redirectUri = query.get('redirect_uri') ?? '';
    const codeChallenge = query.get('code_challenge') ?? '';
    if (query.get('response_type') !== 'code')
      return oauthError(res, 'unsupported_response_type', 'response_type must be code');
    if (!codeChallenge) return oauthError(res, 'invalid_request', 'Missing code_challenge');
    if (query.get('code_challenge_method') !== 'S256')
      return oauthError(res, 'invalid_request', 'code_challenge_method must be S256');
    const client = clientId ? await services.cognito.getAppClient(ctx, clientId).catch(() => null) : null;
    if (!client) return oauthError(res, 'invalid_client', 'Invalid client_id');
    if (!isAllowedRedirect(client, redirectUri))
      return oauthError(res, 'invalid_request', 'redirect_uri not allowed for this client');
    const provider = providers.resolve(client, query.get('identity_provider') ?? '');
    if (provider === 'unknown') return oauthError(res, 'invalid_request', 'Unknown identity_provider');
    if (provider === 'not-enabled') {
      return oauthError(res, 'invalid_request', 'identity_provider is not enabled for this app client');
    }

    const state = query.get('state') ?? undefined;
    let config: oidc.Configuration;
    try {
      config = await providers.configFor(provider);
    } catch (error) {
      cognito.logger.warn(error, `identity provider ${provider.name} is unreachable`);
      return redirectError(res, redirectUri, state, 'temporarily_unavailable', `${provider.name} is not reachable`);
    }
    const verifier = oidc.randomPKCECodeVerifier();
    const providerState = oidc.randomState();
    const providerNonce = oidc.randomNonce();
    pending.set(providerState, {
      provider,
      clientId,
      redirectUri,
      state,
      nonce: query.get('nonce') ?? undefined,
      codeChallenge,
      verifier,
      providerNonce,
      expiresAt: Date.now() + TTL_MS,
    });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: idpResponseUrl(endpoint),
      scope: provider.scopes,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: providerState,
      nonce: providerNonce,
      // The local providers always show their chooser, like an account picker: any identity, any time.
      prompt: 'login',
    });
    redirect(res, url.href);
  }

  /** GET /oauth2/idpresponse: the provider is back; federate the person and answer the product's request. */
  async function idpResponse(res: ServerResponse, url: URL): Promise<void> {
    const signIn = take(pending, url.searchParams.get('state') ?? undefined);
    if (!signIn) return oauthError(res, 'invalid_request', 'Unknown or expired sign-in (state)');
    const back = new URL(signIn.redirectUri);
    if (signIn.state !== undefined) back.searchParams.set('state', signIn.state);
    const providerError = url.searchParams.get('error');
    if (providerError) {
      back.searchParams.set('error', providerError === 'access_denied' ? 'access_denied' : 'server_error');
      return redirect(res, back.href);
    }
    let claims: oidc.IDToken | undefined;
    try {
      const config = await providers.configFor(signIn.provider);
      const tokens = await oidc.authorizationCodeGrant(config, url, {
        pkceCodeVerifier: signIn.verifier,
        expectedState: url.searchParams.get('state') ?? '',
        expectedNonce: signIn.providerNonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      cognito.logger.warn(error, `code exchange with ${signIn.provider.name} failed`);
      const unreachable = isUnreachable(error);
      const why = unreachable ? `${signIn.provider.name} is not reachable` : `${signIn.provider.name} answered wrongly`;
      return redirectError(
        res,
        signIn.redirectUri,
        signIn.state,
        unreachable ? 'temporarily_unavailable' : 'server_error',
        why,
      );
    }
    if (!claims) return oauthError(res, 'server_error', 'The provider sent no ID token', 502);
    const pool = await services.cognito.getUserPoolForClientId(ctx, signIn.clientId);
    const { amr, ...profile } = mappedProfile(claims, signIn.provider.mapping);
    const user = await upsertFederatedUser(ctx, pool, signIn.provider, profile, services.clock.get());
    const code = randomBytes(24).toString('base64url');
    codes.set(code, {
      clientId: signIn.clientId,
      redirectUri: signIn.redirectUri,
      codeChallenge: signIn.codeChallenge,
      nonce: signIn.nonce,
      amr,
      username: user.Username,
      expiresAt: Date.now() + TTL_MS,
    });
    back.searchParams.set('code', code);
    redirect(res, back.href);
  }

  const ownsCode = (code: string | undefined): boolean => !!code && codes.has(code);

  /** POST /oauth2/token, grant_type=authorization_code, for a code this hosted sign-in issued. */
  async function exchangeCode(res: ServerResponse, form: Record<string, string>): Promise<void> {
    const issued = take(codes, form.code);
    if (!issued) return oauthError(res, 'invalid_grant', 'Authorization code expired or invalid');
    if (issued.clientId !== form.client_id) return oauthError(res, 'invalid_grant', 'client_id mismatch');
    if (issued.redirectUri !== form.redirect_uri) return oauthError(res, 'invalid_grant', 'redirect_uri mismatch');
    const challenge = createHash('sha256')
      .update(form.code_verifier ?? '')
      .digest('base64url');
    if (!form.code_verifier || challenge !== issued.codeChallenge) {
      return oauthError(res, 'invalid_grant', 'code_verifier does not match code_challenge');
    }
    const client = await services.cognito.getAppClient(ctx, issued.clientId);
    if (!client) return oauthError(res, 'invalid_client', 'Unknown client');
    const pool = await services.cognito.getUserPoolForClientId(ctx, issued.clientId);
    const user = await pool.getUserByUsername(ctx, issued.username);
    if (!user || user.Username !== issued.username) return oauthError(res, 'invalid_grant', 'User not found');
    const groups = await pool.listUserGroupMembership(ctx, user);
    const tokens = await services.tokenGenerator.generate(ctx, user, groups, client, undefined, 'HostedAuth');
    await pool.storeRefreshToken(ctx, tokens.RefreshToken, user);
    // Emulator behaviour: Cognito does not pass a provider's `amr` through (only mapped attributes).
    // Here the ID token of the code exchange carries the provider's own `amr` (['pwd', 'mfa'] from
    // the local company provider), so the platform can tell whether a company's single sign-on
    // asserted a second factor. It describes that sign-in only: refreshed ID tokens do not carry it.
    const extra = { ...(issued.nonce ? { nonce: issued.nonce } : {}), ...(issued.amr ? { amr: issued.amr } : {}) };
    const idToken = Object.keys(extra).length > 0 ? addIdTokenClaims(tokens.IdToken, extra) : tokens.IdToken;
    sendJson(res, 200, {
      access_token: tokens.AccessToken,
      id_token: idToken,
      refresh_token: tokens.RefreshToken,
      token_type: 'Bearer',
      expires_in: 3600,
    });
  }

  return { authorize, idpResponse, ownsCode, exchangeCode };
}

export type Federation = ReturnType<typeof createFederation>;

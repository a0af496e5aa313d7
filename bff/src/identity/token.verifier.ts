import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { CognitoConfig } from '../config.js';
import { createVerifiedTokenCache } from './verified.token.cache.js';

/** Fetches a JWKS document as bytes (injectable: tests and http issuers). */
export type FetchJwks = (uri: string) => Promise<ArrayBuffer>;

export interface VerifiedToken {
  sub: string;
  /** `cognito:groups`, empty when none. */
  groups: string[];
  /** ID tokens: the email claim; access tokens: undefined. */
  email: string | undefined;
}

export interface TokenVerifier {
  /** Verifies an ID token of our app client (signature, issuer, expiry, token_use id, aud). */
  verifyIdToken(token: string): Promise<VerifiedToken>;
  /** Verifies an access token of our app client (token_use access, client_id). */
  verifyAccessToken(token: string): Promise<VerifiedToken>;
  /** True once the issuer's keys are loaded (tries to load them when not). */
  ready(): Promise<boolean>;
}

export const defaultFetchJwks: FetchJwks = async (uri) => {
  const response = await fetch(uri, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`JWKS fetch answered ${response.status}`);
  return response.arrayBuffer();
};

function groupsOf(payload: Record<string, unknown>): string[] {
  const groups = payload['cognito:groups'];
  return Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [];
}

/**
 * Token verification with aws-jwt-verify's generic verifier: `CognitoJwtVerifier` rejects the
 * emulator's `local_…` pool ids, and its https-only fetcher refuses the emulator's http JWKS,
 * hence our own issuer, JWKS URI and fetch-based JWKS cache.
 */
export function createTokenVerifier(
  cognito: CognitoConfig,
  fetchJwks: FetchJwks = defaultFetchJwks,
  options: { now?: () => number; maxEntries?: number } = {},
): TokenVerifier {
  const issuer = cognito.issuer;
  const jwksUri = `${issuer}/.well-known/jwks.json`;
  const jwksCache = new SimpleJwksCache({ fetcher: { fetch: (uri: string) => fetchJwks(uri) } });
  const checkUse =
    (use: 'id' | 'access') =>
    ({ payload }: { payload: Record<string, unknown> }) => {
      if (payload.token_use !== use) throw new Error(`token_use is not ${use}`);
      // Access tokens carry no aud: the app client is in client_id.
      if (use === 'access' && payload.client_id !== cognito.clientId) throw new Error('client_id mismatch');
    };
  const idVerifier = JwtVerifier.create(
    { issuer, jwksUri, audience: cognito.clientId, customJwtCheck: checkUse('id') },
    { jwksCache },
  );
  const accessVerifier = JwtVerifier.create(
    { issuer, jwksUri, audience: null, customJwtCheck: checkUse('access') },
    { jwksCache },
  );
  let loaded = false;
  const idTokens = createVerifiedTokenCache<VerifiedToken>(options);
  const accessTokens = createVerifiedTokenCache<VerifiedToken>(options);

  const verified = (payload: Record<string, unknown>): { claims: VerifiedToken; exp: unknown } => {
    loaded = true;
    const claims: VerifiedToken = {
      sub: String(payload.sub ?? ''),
      groups: Object.freeze(groupsOf(payload)) as string[],
      email: typeof payload.email === 'string' ? payload.email : undefined,
    };
    return { claims: Object.freeze(claims), exp: payload.exp };
  };

  return {
    // Each request of a session presents the same token: its signature is checked once, then the
    // claims are served from the cache until the token's own expiry (see verified.token.cache.ts).
    verifyIdToken: (token) => idTokens.get(token, async () => verified(await idVerifier.verify(token))),
    verifyAccessToken: (token) => accessTokens.get(token, async () => verified(await accessVerifier.verify(token))),
    async ready() {
      if (loaded) return true;
      try {
        await jwksCache.getJwks(jwksUri);
        loaded = true;
      } catch {
        loaded = false;
      }
      return loaded;
    },
  };
}

import { JwtRsaVerifier } from 'aws-jwt-verify';
import { type Jwks, SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { IdentityConfig } from '../config.js';

/** What the api needs from an identity token, whichever kind it was. */
export interface VerifiedToken {
  sub: string;
  /** Only ID tokens carry the email. */
  email: string | null;
  emailVerified: boolean;
  groups: string[];
  tokenUse: 'id' | 'access';
}

export interface TokenVerifier {
  /** Resolves the token's claims, or rejects when it is malformed, expired, forged or foreign. */
  verify(token: string): Promise<VerifiedToken>;
}

export interface TokenVerifierOptions {
  issuer: string;
  jwksUri: string;
  clientId: string;
  /** Pre-loaded keys (tests); otherwise they are fetched from `jwksUri` on first use. */
  jwks?: Jwks;
}

/** aws-jwt-verify refuses http: JWKS URLs (the emulator's); this fetcher accepts both schemes. */
const fetcher = {
  fetch: async (uri: string): Promise<ArrayBuffer> => {
    const response = await fetch(uri, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`JWKS fetch failed with HTTP ${response.status}`);
    return response.arrayBuffer();
  },
};

export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const verifier = JwtRsaVerifier.create(
    {
      issuer: options.issuer,
      jwksUri: options.jwksUri,
      // ID tokens carry `aud`, access tokens `client_id`: both are checked in customJwtCheck.
      audience: null,
      customJwtCheck: ({ payload }) => checkClient(payload, options.clientId),
    },
    { jwksCache: new SimpleJwksCache({ fetcher }) },
  );
  if (options.jwks) verifier.cacheJwks(options.jwks);
  return {
    async verify(token) {
      const payload = await verifier.verify(token);
      return toVerifiedToken(payload);
    },
  };
}

export function createIdentityTokenVerifier(identity: IdentityConfig): TokenVerifier {
  return createTokenVerifier({ issuer: identity.issuer, jwksUri: identity.jwksUri, clientId: identity.clientId });
}

function checkClient(payload: JwtPayload, clientId: string): void {
  const use = payload.token_use;
  if (use === 'id') {
    const aud = payload.aud;
    const ok = Array.isArray(aud) ? aud.includes(clientId) : aud === clientId;
    if (!ok) throw new Error('ID token issued for another client');
  } else if (use === 'access') {
    if (payload.client_id !== clientId) throw new Error('Access token issued for another client');
  } else {
    throw new Error('Unsupported token_use');
  }
  if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('Token has no subject');
}

function toVerifiedToken(payload: JwtPayload): VerifiedToken {
  const groups = payload['cognito:groups'];
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : null;
  const verified = payload.email_verified;
  return {
    sub: String(payload.sub),
    email: email || null,
    emailVerified: verified === true || verified === 'true',
    groups: Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [],
    tokenUse: payload.token_use === 'access' ? 'access' : 'id',
  };
}

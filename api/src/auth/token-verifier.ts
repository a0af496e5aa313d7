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
  /**
   * Set when the token is a federated user's (signed in through an identity provider of the pool,
   * its ID token's `identities` claim): such a token never links to a user by email.
   */
  federated?: FederatedIdentity | null;
  /** The ID token's `given_name` and `family_name` (a provider's names for the person), when present. */
  givenName?: string | null;
  familyName?: string | null;
  /** How the person authenticated (`amr`, e.g. `['pwd', 'mfa']`), as a company provider asserts it; empty when absent. */
  amr?: string[];
}

/** The provider identity behind a federated user's token. */
export interface FederatedIdentity {
  /** The pool's name of the provider, e.g. `Google`. */
  providerName: string;
  /** The provider's id of the person. */
  subject: string;
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
    federated: federatedIdentity(payload.identities) ?? (isFederatedUsername(payload) ? UNKNOWN_PROVIDER : null),
    givenName: optionalName(payload.given_name),
    familyName: optionalName(payload.family_name),
    amr: stringList(payload.amr),
  };
}

/** A name claim, trimmed; null when absent, empty or not text. */
function optionalName(claim: unknown): string | null {
  return typeof claim === 'string' && claim.trim() ? claim.trim().slice(0, 200) : null;
}

/** A list claim's strings (an array, or that array as JSON text, or one string); others dropped. */
function stringList(claim: unknown): string[] {
  let list = claim;
  if (typeof claim === 'string') {
    try {
      list = claim.trim().startsWith('[') ? JSON.parse(claim) : [claim];
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
}

const UNKNOWN_PROVIDER: FederatedIdentity = { providerName: '', subject: '' };

/** Cognito's `identities` claim (an array, or that array as JSON text): its first entry. */
function federatedIdentity(claim: unknown): FederatedIdentity | null {
  let list = claim;
  if (typeof claim === 'string') {
    try {
      list = JSON.parse(claim);
    } catch {
      return null;
    }
  }
  const first: unknown = Array.isArray(list) ? list[0] : null;
  if (!first || typeof first !== 'object') return null;
  const { providerName, userId } = first as Record<string, unknown>;
  if (typeof providerName !== 'string' || typeof userId !== 'string' || !providerName || !userId) return null;
  return { providerName, subject: userId };
}

/**
 * Access tokens carry no `identities`; a federated user's pool username is `<Provider>_<id>`
 * (a password user's is their email or a uuid), so it marks the token as federated all the same.
 */
function isFederatedUsername(payload: JwtPayload): boolean {
  const name = payload['cognito:username'] ?? payload.username;
  return typeof name === 'string' && /^[A-Za-z][\w-]*_[^@]+$/.test(name) && !name.includes('@');
}

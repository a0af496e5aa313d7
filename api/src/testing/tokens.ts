import { createSign, generateKeyPairSync, type KeyObject, type KeyPairKeyObjectResult, randomUUID } from 'node:crypto';
import { createTokenVerifier, type TokenVerifier } from '../auth/token-verifier.js';

export const TEST_ISSUER = 'https://identity.test.invalid/test-pool';
export const TEST_CLIENT_ID = 'test-client';

export interface TestTokenClaims {
  sub?: string;
  email?: string;
  emailVerified?: boolean;
  groups?: string[];
  tokenUse?: 'id' | 'access';
  /** Seconds from now until expiry (negative: already expired). Default 3600. */
  expiresIn?: number;
  issuer?: string;
  clientId?: string;
  /** A federated user's provider identity, as Cognito's `identities` claim (ID tokens only). */
  identity?: { providerName: string; userId: string };
}

export interface TestTokens {
  /** Trusts only tokens signed by `sign` (its JWKS is pre-loaded: no network). */
  verifier: TokenVerifier;
  sign(claims?: TestTokenClaims): string;
  /** A token signed by a different key with the same kid: must be refused. */
  signForged(claims?: TestTokenClaims): string;
}

const b64 = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

function signJwt(privateKey: KeyObject, kid: string, claims: TestTokenClaims): string {
  const now = Math.floor(Date.now() / 1000);
  const use = claims.tokenUse ?? 'id';
  const clientId = claims.clientId ?? TEST_CLIENT_ID;
  const payload: Record<string, unknown> = {
    sub: claims.sub ?? randomUUID(),
    iss: claims.issuer ?? TEST_ISSUER,
    token_use: use,
    iat: now,
    auth_time: now,
    exp: now + (claims.expiresIn ?? 3600),
    ...(use === 'id' ? { aud: clientId } : { client_id: clientId }),
    ...(claims.groups ? { 'cognito:groups': claims.groups } : {}),
    ...(claims.email && use === 'id' ? { email: claims.email, email_verified: claims.emailVerified ?? true } : {}),
    ...(claims.identity && use === 'id'
      ? { identities: [{ ...claims.identity, providerType: 'OIDC', issuer: null, primary: 'true', dateCreated: '0' }] }
      : {}),
  };
  const unsigned = `${b64({ alg: 'RS256', typ: 'JWT', kid })}.${b64(payload)}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(privateKey).toString('base64url');
  return `${unsigned}.${signature}`;
}

// Two RSA keys, made once per test process: making them took a third of a second for every test app.
let keys: { signing: KeyPairKeyObjectResult; forged: KeyPairKeyObjectResult } | undefined;
const testKeys = () =>
  (keys ??= {
    signing: generateKeyPairSync('rsa', { modulusLength: 2048 }),
    forged: generateKeyPairSync('rsa', { modulusLength: 2048 }),
  });

export function createTestTokens(): TestTokens {
  const kid = 'test-key';
  const {
    signing: { publicKey, privateKey },
    forged,
  } = testKeys();
  const jwk = publicKey.export({ format: 'jwk' });
  const verifier = createTokenVerifier({
    issuer: TEST_ISSUER,
    jwksUri: `${TEST_ISSUER}/.well-known/jwks.json`,
    clientId: TEST_CLIENT_ID,
    jwks: {
      keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' } as { kty: string; kid: string; alg: string; use: string }],
    },
  });
  return {
    verifier,
    sign: (claims = {}) => signJwt(privateKey, kid, claims),
    signForged: (claims = {}) => signJwt(forged.privateKey, kid, claims),
  };
}

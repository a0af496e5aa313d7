import { generateKeyPairSync, type KeyObject, type KeyPairKeyObjectResult, sign } from 'node:crypto';

export interface TestIssuer {
  issuer: string;
  clientId: string;
  /** The JWKS document, as aws-jwt-verify's fetcher returns it. */
  jwks(): ArrayBuffer;
  /** Signs claims as this issuer (RS256); defaults: iss, iat, exp in one hour. */
  sign(claims: Record<string, unknown>, options?: { expiresInSeconds?: number; kid?: string; key?: KeyObject }): string;
  idToken(claims?: Record<string, unknown>, options?: { expiresInSeconds?: number }): string;
  accessToken(claims?: Record<string, unknown>, options?: { expiresInSeconds?: number }): string;
}

const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

// One RSA key pair per test process: making one took a third of a second for every harness.
let keyPair: KeyPairKeyObjectResult | undefined;

/** An RSA key pair posing as a user pool's token issuer (test helper). */
export function createTestIssuer(issuer = 'http://127.0.0.1:9/local_pool', clientId = 'test-client'): TestIssuer {
  const { privateKey, publicKey } = (keyPair ??= generateKeyPairSync('rsa', { modulusLength: 2048 }));
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const signWith = (
    claims: Record<string, unknown>,
    options: { expiresInSeconds?: number; kid?: string; key?: KeyObject } = {},
  ): string => {
    const now = Math.floor(Date.now() / 1000);
    const header = b64({ alg: 'RS256', typ: 'JWT', kid: options.kid ?? 'test-key' });
    const payload = b64({ iss: issuer, iat: now, exp: now + (options.expiresInSeconds ?? 3600), ...claims });
    const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), options.key ?? privateKey).toString(
      'base64url',
    );
    return `${header}.${payload}.${signature}`;
  };
  return {
    issuer,
    clientId,
    jwks: () => {
      const bytes = Buffer.from(JSON.stringify({ keys: [jwk] }));
      return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    },
    sign: signWith,
    idToken: (claims = {}, options) =>
      signWith({ sub: 'sub-1', aud: clientId, token_use: 'id', email: 'user@demo.test', ...claims }, options),
    accessToken: (claims = {}, options) =>
      signWith({ sub: 'sub-1', client_id: clientId, token_use: 'access', username: 'sub-1', ...claims }, options),
  };
}

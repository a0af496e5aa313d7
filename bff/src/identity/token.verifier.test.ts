import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CognitoConfig } from '../config.js';
import { createTestIssuer } from '../testing/jwt.js';
import { createTokenVerifier } from './token.verifier.js';

const issuer = createTestIssuer();
const cognito: CognitoConfig = {
  region: 'us-east-1',
  userPoolId: 'local_pool',
  clientId: issuer.clientId,
  endpoint: 'http://127.0.0.1:9',
  issuer: issuer.issuer,
  adminGroup: 'admin',
};
const fetched: string[] = [];
const verifier = createTokenVerifier(cognito, async (uri) => {
  fetched.push(uri);
  return issuer.jwks();
});

describe('token verifier', () => {
  it('returns the claims when the ID token is valid', async () => {
    const token = issuer.idToken({ 'cognito:groups': ['admin'], email: 'admin@demo.test' });
    await expect(verifier.verifyIdToken(token)).resolves.toEqual({
      sub: 'sub-1',
      groups: ['admin'],
      email: 'admin@demo.test',
    });
    expect(fetched[0]).toBe(`${issuer.issuer}/.well-known/jwks.json`);
  });

  it('rejects the ID token when it was issued for another client', async () => {
    await expect(verifier.verifyIdToken(issuer.idToken({ aud: 'other-client' }))).rejects.toThrow();
  });

  it('rejects the ID token when it is an access token', async () => {
    await expect(verifier.verifyIdToken(issuer.accessToken({ aud: issuer.clientId }))).rejects.toThrow(/token_use/);
  });

  it('rejects the token when it has expired', async () => {
    await expect(verifier.verifyIdToken(issuer.idToken({}, { expiresInSeconds: -60 }))).rejects.toThrow();
  });

  it('rejects the token when another issuer signed it', async () => {
    await expect(verifier.verifyIdToken(issuer.idToken({ iss: 'http://evil.example/pool' }))).rejects.toThrow();
  });

  it('rejects the token when the signature is not the issuer key', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await expect(
      verifier.verifyIdToken(issuer.sign({ aud: issuer.clientId, token_use: 'id' }, { key: privateKey })),
    ).rejects.toThrow();
  });

  it('accepts the access token when token_use and client_id match', async () => {
    await expect(
      verifier.verifyAccessToken(issuer.accessToken({ 'cognito:groups': ['partners'] })),
    ).resolves.toMatchObject({ groups: ['partners'] });
  });

  it('rejects the access token when it belongs to another app client', async () => {
    await expect(verifier.verifyAccessToken(issuer.accessToken({ client_id: 'other' }))).rejects.toThrow(/client_id/);
  });

  it('reports not ready when the JWKS cannot be fetched', async () => {
    const broken = createTokenVerifier(cognito, async () => {
      throw new Error('down');
    });
    await expect(broken.ready()).resolves.toBe(false);
    await expect(verifier.ready()).resolves.toBe(true);
  });

  it('still rejects a forged token when a valid token with the same claims was verified before', async () => {
    const claims = { email: 'member@demo.test' };
    const valid = issuer.idToken(claims);
    await verifier.verifyIdToken(valid);
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const [header, payload] = valid.split('.');
    const forged = issuer.sign({ aud: issuer.clientId, token_use: 'id', ...claims }, { key: privateKey });
    await expect(verifier.verifyIdToken(forged)).rejects.toThrow();
    await expect(verifier.verifyIdToken(`${header}.${payload}.AAAA`)).rejects.toThrow();
    await expect(verifier.verifyIdToken(valid)).resolves.toMatchObject({ email: 'member@demo.test' });
  });
});

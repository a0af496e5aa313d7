import { createSign, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../../auth/token-verifier.js';

const ISSUER = 'https://identity.test.invalid/claims-pool';
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const verifier = createTokenVerifier({
  issuer: ISSUER,
  jwksUri: `${ISSUER}/.well-known/jwks.json`,
  clientId: 'client',
  jwks: { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'k', alg: 'RS256', use: 'sig' }] as never },
});

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
function sign(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = { sub: 's', iss: ISSUER, aud: 'client', token_use: 'id', iat: now, exp: now + 600, ...claims };
  const unsigned = `${b64({ alg: 'RS256', typ: 'JWT', kid: 'k' })}.${b64(payload)}`;
  return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(privateKey).toString('base64url')}`;
}

/** The company provider's claims the pool passes on: names and how the person authenticated. */
describe('a company provider’s optional claims', () => {
  it('reads given_name, family_name and amr', async () => {
    const token = await verifier.verify(sign({ given_name: ' Nora ', family_name: 'Patel', amr: ['pwd', 'mfa'] }));
    expect(token).toMatchObject({ givenName: 'Nora', familyName: 'Patel', amr: ['pwd', 'mfa'] });
  });

  it('reads amr as JSON text or one value, and drops what is not text', async () => {
    expect((await verifier.verify(sign({ amr: '["mfa"]' }))).amr).toEqual(['mfa']);
    expect((await verifier.verify(sign({ amr: 'mfa' }))).amr).toEqual(['mfa']);
    expect((await verifier.verify(sign({ amr: [1, 'otp', null] }))).amr).toEqual(['otp']);
    expect((await verifier.verify(sign({ amr: '[not json' }))).amr).toEqual([]);
    const bare = await verifier.verify(sign({ given_name: '  ', family_name: 7 }));
    expect(bare).toMatchObject({ givenName: null, familyName: null, amr: [] });
  });
});

import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The provider's client secret at rest: AES-256-GCM under a key derived from the api's secret
 * (API_SECRET), so a database dump alone does not give it away. The pool needs it back whenever
 * the provider's settings change (Cognito replaces them whole).
 */
const VERSION = 'v1';

const keyOf = (apiSecret: string): Buffer =>
  createHash('sha256').update(`trialbridge company-sso client secret\0${apiSecret}`).digest();

export function sealSecret(apiSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(apiSecret), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Throws when the value was sealed under another secret or altered. */
export function unsealSecret(apiSecret: string, value: string): string {
  const [version, iv, tag, sealed] = value.split('.');
  if (version !== VERSION || !iv || !tag || sealed === undefined) throw new Error('Not a sealed client secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(apiSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}

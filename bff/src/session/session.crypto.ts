import { createCipheriv, createDecipheriv, createSecretKey, hkdfSync, type KeyObject, randomBytes } from 'node:crypto';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SALT = 'trialbridge/bff/cookies';

/** Seals values into opaque cookie strings and opens them again; tampering is detected. */
export interface Sealer {
  /** JSON-encodes and encrypts `value` for one purpose (e.g. `session`), as base64url. */
  seal(purpose: string, value: unknown): string;
  /** The value, or null when the text was not sealed by this secret for this purpose. */
  open(purpose: string, sealed: string): unknown;
}

/**
 * AES-256-GCM with a key derived per purpose by HKDF-SHA256 from the secret, so a challenge
 * cookie can never be replayed as a session cookie. Layout: version byte, 12-byte IV,
 * ciphertext, 16-byte tag; the purpose is bound as additional authenticated data.
 */
export function createSealer(secret: string): Sealer {
  if (secret.length < 32) throw new Error('the session secret must be at least 32 characters');
  // KeyObjects, made once: a raw Buffer key is imported again by every cipher (a profiled cost).
  const keys = new Map<string, KeyObject>();
  const keyFor = (purpose: string): KeyObject => {
    let key = keys.get(purpose);
    if (!key) {
      key = createSecretKey(Buffer.from(hkdfSync('sha256', secret, SALT, `cookie:${purpose}`, 32)));
      keys.set(purpose, key);
    }
    return key;
  };

  return {
    seal(purpose, value) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keyFor(purpose), iv);
      cipher.setAAD(Buffer.from(purpose));
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.from([VERSION]), iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    open(purpose, sealed) {
      const raw = Buffer.from(sealed, 'base64url');
      if (raw.length < 1 + IV_BYTES + TAG_BYTES + 1 || raw[0] !== VERSION) return null;
      try {
        const iv = raw.subarray(1, 1 + IV_BYTES);
        const tag = raw.subarray(raw.length - TAG_BYTES);
        const decipher = createDecipheriv('aes-256-gcm', keyFor(purpose), iv);
        decipher.setAAD(Buffer.from(purpose));
        decipher.setAuthTag(tag);
        const body = Buffer.concat([
          decipher.update(raw.subarray(1 + IV_BYTES, raw.length - TAG_BYTES)),
          decipher.final(),
        ]);
        return JSON.parse(body.toString('utf8')) as unknown;
      } catch {
        return null;
      }
    },
  };
}

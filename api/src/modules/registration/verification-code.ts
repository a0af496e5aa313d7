import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_TTL_MS = 24 * 60 * 60 * 1000;
export const RESEND_INTERVAL_MS = 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

/** Six random digits. */
export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Keyed hash: a leaked database does not reveal live codes. */
export function hashCode(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`verification:${email}:${code}`).digest('hex');
}

export function codeMatches(secret: string, email: string, code: string, storedHash: string | null): boolean {
  if (!storedHash || !/^\d{6}$/.test(code)) return false;
  const given = Buffer.from(hashCode(secret, email, code));
  const expected = Buffer.from(storedHash);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { loadConfig } from '../../config.js';

const PURPOSE = 'email-unsubscribe';

function mac(userId: number, secret: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${userId}`).digest('base64url');
}

/** `<userId>.<HMAC>`: put in mails so a click can unsubscribe without signing in. */
export function createUnsubscribeToken(userId: number, secret: string = loadConfig().apiSecret): string {
  return `${userId}.${mac(userId, secret)}`;
}

/** The user id the token was made for, or null when it is malformed or forged. */
export function verifyUnsubscribeToken(token: string, secret: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match?.[1] || !match[2]) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(mac(userId, secret));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

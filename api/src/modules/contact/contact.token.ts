import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'contact-form';

const sign = (secret: string, issuedAt: number): string =>
  createHmac('sha256', secret).update(`${PURPOSE}:${issuedAt}`).digest('base64url');

/** `<ms since epoch>.<signature>`: when the form was shown, so the api can tell a form filled too fast. */
export function issueFormToken(secret: string, now: Date): string {
  const issuedAt = now.getTime();
  return `${issuedAt}.${sign(secret, issuedAt)}`;
}

/** The instant a token was issued, or null when it is not one of ours. */
export function formTokenIssuedAt(secret: string, token: string): Date | null {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{1,100})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(sign(secret, issuedAt));
  const given = Buffer.from(match[2]);
  return given.length === expected.length && timingSafeEqual(given, expected) ? new Date(issuedAt) : null;
}

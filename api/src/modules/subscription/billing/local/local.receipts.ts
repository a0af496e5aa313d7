import { createHmac, timingSafeEqual } from 'node:crypto';

const sign = (secret: string, paymentId: number): string =>
  createHmac('sha256', secret).update(`receipt:${paymentId}`).digest('base64url').slice(0, 32);

/** A receipt link's last segment: the payment id and its signature, so links cannot be guessed. */
export function receiptToken(secret: string, paymentId: number): string {
  return `${paymentId}.${sign(secret, paymentId)}`;
}

/** The payment id of a valid receipt token, else null. */
export function verifyReceiptToken(secret: string, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(sign(secret, id));
  const given = Buffer.from(match[2] ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

export function localReceiptUrl(publicUrl: string, secret: string, paymentId: number): string {
  return `${publicUrl.replace(/\/+$/, '')}/payments/local/receipts/${receiptToken(secret, paymentId)}`;
}

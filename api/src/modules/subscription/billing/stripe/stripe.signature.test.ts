import { describe, expect, it } from 'vitest';
import { signStripePayload, verifyStripeSignature } from './stripe.signature.js';

const NOW = new Date('2026-03-02T10:00:00Z');
const T = Math.floor(NOW.getTime() / 1000);
const PAYLOAD = '{"id":"evt_1","type":"invoice.paid"}';

describe('verifyStripeSignature', () => {
  it('accepts a signature made with the endpoint secret, among other v1 and v0 entries', () => {
    const header = signStripePayload(PAYLOAD, 'whsec_a', T);
    expect(verifyStripeSignature(PAYLOAD, header, 'whsec_a', NOW)).toBe(true);
    expect(verifyStripeSignature(PAYLOAD, `${header},v1=deadbeef,v0=cafe`, 'whsec_a', NOW)).toBe(true);
  });

  it.each([
    ['another secret', signStripePayload(PAYLOAD, 'whsec_b', T), PAYLOAD],
    ['a changed body', signStripePayload(PAYLOAD, 'whsec_a', T), `${PAYLOAD} `],
    ['a timestamp over 5 minutes old', signStripePayload(PAYLOAD, 'whsec_a', T - 301), PAYLOAD],
    ['no v1 entry', `t=${T},v0=abc`, PAYLOAD],
    ['no timestamp', 'v1=abc', PAYLOAD],
  ])('refuses %s', (_name, header, payload) => {
    expect(verifyStripeSignature(payload, header, 'whsec_a', NOW)).toBe(false);
  });
});

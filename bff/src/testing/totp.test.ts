import { describe, expect, it } from 'vitest';
import { totpCode } from './totp.js';

// RFC 6238 appendix B (SHA-1): secret "12345678901234567890" in base32, 8-digit values truncated to 6.
const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('totpCode', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('matches the RFC 6238 test vector when the time is %i', (seconds, code) => {
    expect(totpCode(SECRET, seconds * 1000)).toBe(code);
  });
});

import { describe, expect, it } from 'vitest';
import { formatCard } from './paymentCard';

describe('formatCard', () => {
  it('names the brand, the last four digits and the expiry', () => {
    expect(formatCard({ brand: 'visa', last4: '4242', expMonth: 3, expYear: 2031 })).toBe(
      'Visa ending in 4242, expires 03/2031',
    );
    expect(formatCard({ brand: 'unionpay', last4: '0005', expMonth: 12, expYear: 2030 })).toBe(
      'Unionpay ending in 0005, expires 12/2030',
    );
  });
});

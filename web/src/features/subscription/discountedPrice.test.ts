import { describe, expect, it } from 'vitest';
import { discountedPriceText } from './discountedPrice';

const usd = (dollars: number) => ({ amountCents: dollars * 100, currency: 'USD' });

describe('discountedPriceText', () => {
  it('takes a first-year discount off the first year only', () => {
    const inaugural = { name: 'Inaugural year', percentOff: 20, duration: 'FIRST_YEAR' as const };
    expect(discountedPriceText(usd(3200), 'YEAR', inaugural)).toBe('$2,560 / year the first year, then $3,200 / year');
    expect(discountedPriceText(usd(300), 'MONTH', inaugural)).toBe('$240 / month the first year, then $300 / month');
  });

  it('takes a lasting discount off every payment', () => {
    const early = { name: 'Early adopters', percentOff: 20, duration: 'FOREVER' as const };
    expect(discountedPriceText(usd(3200), 'YEAR', early)).toBe('$2,560 / year');
  });

  it('is the price itself without a discount', () => {
    expect(discountedPriceText(usd(3200), 'YEAR', null)).toBe('$3,200 / year');
    expect(discountedPriceText(usd(3200), 'YEAR', { name: 'None', percentOff: 0, duration: 'FOREVER' })).toBe(
      '$3,200 / year',
    );
  });
});

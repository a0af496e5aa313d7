import { describe, expect, it } from 'vitest';
import { discounted, formatMoney, formatPrice, yearlySaving } from './money';

const usd = (amountCents: number) => ({ amountCents, currency: 'USD' });

describe('formatMoney', () => {
  it.each([
    [18000, '$180'],
    [320000, '$3,200'],
    [159920, '$1,599.20'],
    [5, '$0.05'],
    [0, '$0'],
  ])('writes %i cents as %s', (cents, expected) => {
    expect(formatMoney(usd(cents))).toBe(expected);
  });
});

describe('formatPrice', () => {
  it('adds the period unit when a price is per month or per year', () => {
    expect(formatPrice(usd(18000), 'MONTH')).toBe('$180 / month');
    expect(formatPrice(usd(200000), 'YEAR')).toBe('$2,000 / year');
  });
});

describe('discounted', () => {
  it.each([
    [320000, 20, 256000],
    [320000, 10, 288000],
    [3333, 10, 3000],
    [18000, 0, 18000],
    [18000, 150, 0],
    [18000, -5, 18000],
  ])('takes %i cents down by %i%% to %i cents', (cents, percent, expected) => {
    expect(discounted(usd(cents), percent).amountCents).toBe(expected);
  });
});

describe('yearlySaving', () => {
  it.each([
    ['vendor small', 18000, 200000, 16000],
    ['vendor mid', 30000, 320000, 40000],
    ['sponsor individual', 4000, 35000, 13000],
  ])('is twelve months minus the year for %s', (_plan, month, year, expected) => {
    expect(yearlySaving(usd(month), usd(year))?.amountCents).toBe(expected);
  });

  it('is null when paying yearly saves nothing', () => {
    expect(yearlySaving(usd(0), usd(0))).toBeNull();
    expect(yearlySaving(usd(1000), usd(12000))).toBeNull();
  });
});

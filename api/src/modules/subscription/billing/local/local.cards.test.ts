import { describe, expect, it } from 'vitest';
import { checkCard } from './local.cards.js';

const NOW = new Date('2026-03-02T10:00:00Z');
const form = (number: string, extra: Record<string, string> = {}) => ({
  number,
  expMonth: '12',
  expYear: '2028',
  cvc: '123',
  name: 'Ada Lovelace',
  ...extra,
});

describe('checkCard', () => {
  it('accepts 4242 4242 4242 4242 as a visa whose charges succeed, keeping only the last 4 digits', () => {
    expect(checkCard(form('4242 4242 4242 4242'), NOW, true)).toEqual({
      ok: true,
      card: {
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2028,
        holderName: 'Ada Lovelace',
        behaviour: 'SUCCEEDS',
      },
    });
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 0069', 'Your card has expired.'],
  ])('refuses %s when the card is checked, and saves it to fail later when not', (number, message) => {
    expect(checkCard(form(number), NOW, true)).toEqual({ ok: false, field: 'number', message, status: 402 });
    expect(checkCard(form(number), NOW, false)).toMatchObject({ ok: true, card: { behaviour: 'CHARGES_FAIL' } });
  });

  it('saves 4000 0000 0000 0341, whose charges fail', () => {
    expect(checkCard(form('4000000000000341'), NOW, true)).toMatchObject({
      ok: true,
      card: { last4: '0341', behaviour: 'CHARGES_FAIL' },
    });
  });

  it.each([
    ['a wrong checksum', form('4242424242424241'), 'number'],
    ['a card number this test page does not know', form('4012888888881881'), 'number'],
    ['a past expiry', form('4242424242424242', { expMonth: '2', expYear: '2026' }), 'expYear'],
    ['a month of 13', form('4242424242424242', { expMonth: '13' }), 'expMonth'],
    ['a 2-digit CVC', form('4242424242424242', { cvc: '12' }), 'cvc'],
    ['a 3-digit amex CVC', form('378282246310005'), 'cvc'],
    ['no name', form('4242424242424242', { name: '  ' }), 'name'],
  ])('names the field at fault for %s', (_name, input, field) => {
    expect(checkCard(input, NOW, true)).toMatchObject({ ok: false, field });
  });

  it('accepts this month and a 2-digit year', () => {
    expect(checkCard(form('4242424242424242', { expMonth: '3', expYear: '26' }), NOW, true)).toMatchObject({
      ok: true,
      card: { expYear: 2026 },
    });
  });
});

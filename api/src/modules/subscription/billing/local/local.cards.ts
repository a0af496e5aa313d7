import type { LocalCardBehaviour } from './local.table.js';

/** What a test card does, as with Stripe's test cards of the same numbers. */
interface TestCard {
  brand: string;
  /** Refused when saved with a card check (and then every charge fails, as without one). */
  refusal: string | null;
  behaviour: LocalCardBehaviour;
}

export const DECLINED = 'Your card was declined.';
export const EXPIRED = 'Your card has expired.';

const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  '4242424242424242': { brand: 'visa', refusal: null, behaviour: 'SUCCEEDS' },
  '4000056655665556': { brand: 'visa', refusal: null, behaviour: 'SUCCEEDS' },
  '5555555555554444': { brand: 'mastercard', refusal: null, behaviour: 'SUCCEEDS' },
  '378282246310005': { brand: 'amex', refusal: null, behaviour: 'SUCCEEDS' },
  '4000000000000002': { brand: 'visa', refusal: DECLINED, behaviour: 'CHARGES_FAIL' },
  '4000000000009995': { brand: 'visa', refusal: 'Your card has insufficient funds.', behaviour: 'CHARGES_FAIL' },
  '4000000000000069': { brand: 'visa', refusal: EXPIRED, behaviour: 'CHARGES_FAIL' },
  // Attaches fine; every charge fails (Stripe: "attaching succeeds, charges fail").
  '4000000000000341': { brand: 'visa', refusal: null, behaviour: 'CHARGES_FAIL' },
};

export interface CardForm {
  number?: string;
  expMonth?: string;
  expYear?: string;
  cvc?: string;
  name?: string;
}

export interface ValidCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string;
  behaviour: LocalCardBehaviour;
}

export type CardCheck =
  { ok: true; card: ValidCard } | { ok: false; field: keyof CardForm; message: string; status: 400 | 402 };

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Checks the card page's form like a processor in test mode: the number must be one of the test
 * cards (a real card number is refused, and never stored), the expiry in the future, the CVC 3-4
 * digits. With `cardCheck` a declining card is refused here; without, it is saved and its
 * charges fail.
 */
export function checkCard(form: CardForm, now: Date, cardCheck: boolean): CardCheck {
  const digits = (form.number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhn(digits))
    return { ok: false, field: 'number', message: 'Your card number is incorrect.', status: 400 };
  const known = TEST_CARDS[digits];
  if (!known)
    return {
      ok: false,
      field: 'number',
      message: 'Your card was declined. This page takes test cards only, e.g. 4242 4242 4242 4242.',
      status: 402,
    };
  const month = Number(form.expMonth);
  const rawYear = Number(form.expYear);
  const year = rawYear < 100 ? 2000 + rawYear : rawYear;
  if (!Number.isInteger(month) || month < 1 || month > 12)
    return { ok: false, field: 'expMonth', message: "Your card's expiration month is invalid.", status: 400 };
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (!Number.isInteger(year) || year * 12 + month - 1 < thisMonth || year > now.getUTCFullYear() + 50) {
    return { ok: false, field: 'expYear', message: "Your card's expiration date is in the past.", status: 400 };
  }
  const cvcLength = known.brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(form.cvc ?? ''))
    return { ok: false, field: 'cvc', message: "Your card's security code is incorrect.", status: 400 };
  const holderName = (form.name ?? '').trim();
  if (holderName.length === 0 || holderName.length > 100)
    return { ok: false, field: 'name', message: 'Enter the name on the card.', status: 400 };
  if (cardCheck && known.refusal) return { ok: false, field: 'number', message: known.refusal, status: 402 };
  return {
    ok: true,
    card: {
      brand: known.brand,
      last4: digits.slice(-4),
      expMonth: month,
      expYear: year,
      holderName,
      behaviour: known.behaviour,
    },
  };
}

import type { SubscriptionPeriod } from '../../__generated__/graphql';

/** "month", "year": the unit of a price ("$180 / month"). */
export const PERIOD_UNITS: Record<SubscriptionPeriod, string> = {
  MONTH: 'month',
  YEAR: 'year',
};

/** What the server sends for an amount: US cents and an ISO 4217 code. */
export interface MoneyValue {
  amountCents: number;
  currency: string;
}

const formats = new Map<string, Intl.NumberFormat>();

// Spec §9 writes prices as "$180": whole amounts without cents, others with two decimals.
function formatFor(currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${currency}:${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    formats.set(key, format);
  }
  return format;
}

/** "$2,000", "$1,599.20". */
export function formatMoney({ amountCents, currency }: MoneyValue): string {
  return formatFor(currency, amountCents % 100 === 0).format(amountCents / 100);
}

/** "$2,000 / year". */
export function formatPrice(money: MoneyValue, interval: SubscriptionPeriod): string {
  return `${formatMoney(money)} / ${PERIOD_UNITS[interval]}`;
}

/** The amount after `percentOff`, rounded to the cent (as the gateway charges it). */
export function discounted(money: MoneyValue, percentOff: number): MoneyValue {
  const percent = Math.min(Math.max(percentOff, 0), 100);
  return { ...money, amountCents: Math.round((money.amountCents * (100 - percent)) / 100) };
}

/** What a yearly price saves against twelve monthly payments, or null when it saves nothing. */
export function yearlySaving(monthly: MoneyValue, yearly: MoneyValue): MoneyValue | null {
  const saving = monthly.amountCents * 12 - yearly.amountCents;
  return saving > 0 ? { ...yearly, amountCents: saving } : null;
}

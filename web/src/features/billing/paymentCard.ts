import { graphql } from '../../__generated__';

/** What every screen shows of the card on file. */
export const PaymentCardFragment = graphql(`
  fragment PaymentCard_card on PaymentCard {
    brand
    last4
    expMonth
    expYear
  }
`);

/** What a receipt shows of a card. */
export interface CardSummary {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** "Visa ending in 4242, expires 12/2030". */
export function formatCard({ brand, last4, expMonth, expYear }: CardSummary): string {
  const name = BRAND_NAMES[brand.toLowerCase()] ?? (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card');
  return `${name} ending in ${last4}, expires ${String(expMonth).padStart(2, '0')}/${expYear}`;
}

import type { SubscriptionPeriod } from '../../__generated__/graphql';
import { discounted, formatPrice } from '../../shared/format/money';
import type { MoneyValue } from '../../shared/format/money';
import type { DiscountPreview } from './checkoutChoice';

/**
 * A price after its discount, as the offerings' price tag reads it: "$2,560 / year the first
 * year, then $3,200 / year" (a first-year discount), "$2,560 / year" (every payment), or the
 * price itself without one.
 */
export function discountedPriceText(
  price: MoneyValue,
  interval: SubscriptionPeriod,
  discount: DiscountPreview | null,
): string {
  const full = formatPrice(price, interval);
  if (!discount || discount.percentOff <= 0) return full;
  const reduced = formatPrice(discounted(price, discount.percentOff), interval);
  return discount.duration === 'FIRST_YEAR' ? `${reduced} the first year, then ${full}` : reduced;
}

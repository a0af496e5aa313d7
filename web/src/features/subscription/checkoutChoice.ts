import type { DiscountDuration, SubscriptionPeriod, SubscriptionTypeCode } from '../../__generated__/graphql';
import type { MoneyValue } from '../../shared/format/money';

/** The option a viewer chose to buy, as the checkout shows it. */
export interface CheckoutChoice {
  priceId: string;
  code: SubscriptionTypeCode;
  /** The plan's display name. */
  name: string;
  interval: SubscriptionPeriod;
  /** Per interval, before discounts. */
  price: MoneyValue;
  /** The free patients/advocacy plan: nothing to pay, no card. */
  free: boolean;
}

/** A discount as the offerings and the checkout show it. */
export interface DiscountPreview {
  name: string;
  percentOff: number;
  duration: DiscountDuration;
}

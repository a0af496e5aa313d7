import type { PaymentGatewayKind } from './billing.table.js';
import type { DiscountCode, Period, TypeCode } from '../subscription.table.js';
import { ApiError } from '../../../errors.js';

/** What a receipt may show of a card. */
export interface CardSummary {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface GatewayCustomer {
  id: string;
  email: string;
  card: CardSummary | null;
}

/** The result of one charge: a payment id either way, so failures are in the history too. */
export type ChargeOutcome =
  | { ok: true; gatewayPaymentId: string; amountCents: number; receiptUrl: string | null; card: CardSummary | null }
  | { ok: false; gatewayPaymentId: string | null; failureMessage: string; card: CardSummary | null };

export interface SubscribeInput {
  customerId: string;
  priceId: string;
  code: TypeCode;
  interval: Period;
  /** What the domain computed: price minus discount (the local gateway charges it; Stripe computes its own). */
  amountCents: number;
  couponId: DiscountCode | null;
  /** The gateway's id of a verified promotion code (Stripe); null otherwise. */
  promotionCodeId: string | null;
  /** Set to start a free trial ending then: nothing is charged now. */
  trialEnd: Date | null;
  /** The gateway subscription to switch to this price (a plan change), if there is one. */
  replaces: string | null;
  description: string;
  /** Idempotency key: the same key never charges twice (Stripe). */
  idempotencyKey: string;
}

export interface SubscribeResult {
  /** Set when the gateway keeps the subscription and bills its renewals itself. */
  gatewaySubscriptionId: string | null;
  /** The first charge, when one was made; null for trials. */
  charge: ChargeOutcome | null;
}

export interface CardPageInput {
  customerId: string;
  /** Where the browser goes once the card is saved (…card=saved) or the visitor cancels (…card=canceled). */
  successUrl: string;
  cancelUrl: string;
  /** Verify the card when it is saved (declined and expired cards are refused on the page). */
  cardCheck: boolean;
}

export interface GatewayPromotion {
  id: string;
  code: string;
  couponId: DiscountCode;
}

/**
 * Everything the subscription domain asks of a payment processor. The LOCAL gateway (default)
 * lets the domain bill renewals through `charge`; the STRIPE gateway bills them itself and
 * reports back through webhooks (`billsRenewals`).
 */
export interface PaymentGateway {
  readonly kind: PaymentGatewayKind;
  readonly billsRenewals: boolean;
  createCustomer(input: { email: string; name: string; companyId: number }): Promise<{ id: string }>;
  /** Null when the gateway no longer knows the customer. */
  getCustomer(customerId: string): Promise<GatewayCustomer | null>;
  /** The page where a card is added or replaced (spec §7: the card manager URL). */
  cardPageUrl(input: CardPageInput): Promise<string>;
  /** The customer portal for an existing subscription (spec §7: the portal URL). */
  portalUrl(input: CardPageInput & { gatewaySubscriptionId: string | null }): Promise<string>;
  /** The price id of a type code and interval. */
  priceId(code: TypeCode, interval: Period): Promise<string>;
  /** The type code and interval of a price id; null for a price this platform does not sell. */
  resolvePrice(priceId: string): Promise<{ code: TypeCode; interval: Period } | null>;
  /** An active promotion code (case-insensitive), or null. */
  findPromotionCode(code: string): Promise<GatewayPromotion | null>;
  subscribe(input: SubscribeInput): Promise<SubscribeResult>;
  /** Charges the card on file (renewals of domain-billed subscriptions). */
  charge(input: {
    customerId: string;
    amountCents: number;
    description: string;
    idempotencyKey: string;
  }): Promise<ChargeOutcome>;
  /** Changes the price a gateway-billed subscription renews with. */
  changePrice(gatewaySubscriptionId: string, priceId: string): Promise<void>;
  cancel(gatewaySubscriptionId: string, options: { atPeriodEnd: boolean }): Promise<void>;
}

/**
 * A failure talking to the gateway itself (not a declined card): answered as a 502 with the
 * catalogue's 501 (the bff words it); what the gateway said goes to the log only.
 */
export class GatewayUnavailableError extends ApiError {
  constructor(detail: string) {
    super(502, 501, detail);
    this.name = 'GatewayUnavailableError';
  }

  override toBody() {
    return { code: this.code, message: 'The payment service could not complete your request. Please try again later.' };
  }
}

/** `url` plus `card=<outcome>`, keeping its own query and fragment: how the card page reports back. */
export function withCardOutcome(url: string, outcome: 'saved' | 'canceled'): string {
  const target = new URL(url);
  target.searchParams.set('card', outcome);
  return target.toString();
}

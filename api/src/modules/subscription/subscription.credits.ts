import type { Executor } from '../../db/database.js';
import { applyPercentOff } from './subscription.discounts.js';

/**
 * Sent with `{ companyId, paymentId }` once a charge of a real amount (> 0) succeeded and is in
 * the payment history: modules that react to a company paying (rewards qualify a referral) run
 * or follow it.
 */
export const PAYMENT_SUCCEEDED_JOB = 'subscription-payment-succeeded';
/** Sent with `{ companyId }` when a company cancels its subscription (here, or at Stripe). */
export const SUBSCRIPTION_CANCELED_JOB = 'subscription-canceled';

/** A one-time discount another module holds for a company (the referral reward: docs/rewards.md). */
export interface ChargeCredit {
  percentOff: number;
  /** How the payment names it, e.g. 'Referral reward'. */
  label: string;
  /** Marks it used by the payment just recorded (under the company's subscription lock). */
  use(db: Executor, payment: { id: number; discountCents: number; at: Date }): Promise<void>;
}

/** What a module offers the charges the platform computes itself (renewals, trial conversions). */
export interface ChargeCredits {
  /** The credit the company may use on its next charge, or null. */
  next(db: Executor, companyId: number): Promise<ChargeCredit | null>;
}

declare module '../../http/module.js' {
  interface ApiModule {
    /** One-time discounts on a company's next charge the platform computes (subscription.credits.ts). */
    chargeCredits?: ChargeCredits;
  }
}

export interface CreditedPrice {
  amountCents: number;
  discountCents: number;
  /** Set when the credit beat the usual discount: the charge uses it instead (discounts never stack). */
  credit: ChargeCredit | null;
}

/**
 * The charge with the first credit a module offers, when it takes off more than the usual
 * discount does; otherwise the usual price (the credit stays for a later charge).
 */
export async function creditedPrice(
  deps: { db: Executor; credits: readonly ChargeCredits[] },
  companyId: number,
  baseCents: number,
  usual: { amountCents: number; discountCents: number },
): Promise<CreditedPrice> {
  for (const credits of deps.credits) {
    const credit = await credits.next(deps.db, companyId);
    if (!credit) continue;
    const off = applyPercentOff(baseCents, credit.percentOff);
    return off.discountCents > usual.discountCents ? { ...off, credit } : { ...usual, credit: null };
  }
  return { ...usual, credit: null };
}

/** The payment's description when a credit lowered it, e.g. '…, yearly (Referral reward: 50% off)'. */
export const creditNote = (credit: ChargeCredit): string => `${credit.label}: ${credit.percentOff}% off`;

import type { DiscountCode } from './subscription.table.js';

export type DiscountDuration = 'FIRST_YEAR' | 'FOREVER';

export interface DiscountDefinition {
  code: DiscountCode;
  name: string;
  percentOff: number;
  duration: DiscountDuration;
}

/**
 * Spec §9's discounts as gateway coupons (the coupon id is the discount code). How each is
 * granted is in `eligibleDiscounts` (billing.repository.ts): inaugural year and early adopters
 * automatically, SCOPE alumni by a SCOPE2025 promotion code or by the platform, strategic
 * partner associations by the platform. The spec gives no rate for the associations: 10% each.
 */
export const DISCOUNTS: Readonly<Record<DiscountCode, DiscountDefinition>> = {
  inaugural_year_discount: {
    code: 'inaugural_year_discount',
    name: 'Inaugural year',
    percentOff: 20,
    duration: 'FIRST_YEAR',
  },
  early_adopters: { code: 'early_adopters', name: 'Early adopters', percentOff: 20, duration: 'FOREVER' },
  scope_alumni: { code: 'scope_alumni', name: 'SCOPE alumni', percentOff: 10, duration: 'FOREVER' },
  strategic_partners_association_1: {
    code: 'strategic_partners_association_1',
    name: 'Strategic partners association 1',
    percentOff: 10,
    duration: 'FOREVER',
  },
  strategic_partners_association_2: {
    code: 'strategic_partners_association_2',
    name: 'Strategic partners association 2',
    percentOff: 10,
    duration: 'FOREVER',
  },
  strategic_partners_association_3: {
    code: 'strategic_partners_association_3',
    name: 'Strategic partners association 3',
    percentOff: 10,
    duration: 'FOREVER',
  },
};

/** Spec §9: companies that joined before 12 Sept 2023 are early adopters. */
export const EARLY_ADOPTERS_BEFORE = new Date('2023-09-12T00:00:00.000Z');

/** The charge after a discount, rounding the discount to the nearest cent. */
export function applyPercentOff(
  amountCents: number,
  percentOff: number,
): { amountCents: number; discountCents: number } {
  const discountCents = Math.round((amountCents * percentOff) / 100);
  return { amountCents: amountCents - discountCents, discountCents };
}

/** The best discount of a list (highest rate, then the order of spec §3): the default selection. */
export function bestDiscount(codes: readonly DiscountCode[]): DiscountCode | null {
  let best: DiscountCode | null = null;
  for (const code of codes) {
    if (best === null || DISCOUNTS[code].percentOff > DISCOUNTS[best].percentOff) best = code;
  }
  return best;
}

/** Whether the discount in use still applies to a charge made at `at`. */
export function discountApplies(
  subscription: { discountCode: DiscountCode | null; discountEndsAt: Date | null },
  at: Date,
): boolean {
  if (!subscription.discountCode) return false;
  return subscription.discountEndsAt === null || at < subscription.discountEndsAt;
}

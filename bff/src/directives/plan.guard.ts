import type { Plan } from '../__generated__/resolvers-types.js';
import type { CurrentSubscriptionDto } from '../modules/subscription/subscription.api.js';

/** Spec §9: a past-due subscription stays usable for 15 days. */
export const GRACE_PERIOD_DAYS = 15;
const DAY_MS = 86_400_000;

/**
 * `date` minus one billing period in calendar terms (UTC), the day clamped to the target month
 * (March 31 minus a month is February 28, not March 3).
 */
function minusOnePeriod(date: Date, period: 'MONTH' | 'YEAR'): Date {
  const months = period === 'YEAR' ? 12 : 1;
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  target.setUTCHours(date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds());
  return target;
}

/**
 * The end of a past-due subscription's grace period: end date minus one period plus 15 days
 * (spec §4), or null when the subscription lacks the dates to tell.
 */
export function graceEndsAt(subscription: Pick<CurrentSubscriptionDto, 'endDate' | 'period'>): number | null {
  if (!subscription.endDate || !subscription.period) return null;
  const end = new Date(subscription.endDate);
  if (Number.isNaN(end.getTime())) return null;
  return minusOnePeriod(end, subscription.period).getTime() + GRACE_PERIOD_DAYS * DAY_MS;
}

/** In force: ACTIVE or TRIALING, or PAST_DUE within the grace period. */
export function isInForce(
  subscription: Pick<CurrentSubscriptionDto, 'status' | 'endDate' | 'period'>,
  now: number,
): boolean {
  switch (subscription.status) {
    case 'ACTIVE':
    case 'TRIALING':
      return true;
    case 'PAST_DUE': {
      const graceEnd = graceEndsAt(subscription);
      return graceEnd !== null && now < graceEnd;
    }
    default:
      return false;
  }
}

/** The `@requiresPlan(anyOf)` rule: the company's plan is listed and its subscription in force. */
export function planAllows(subscription: CurrentSubscriptionDto, anyOf: readonly Plan[], now: number): boolean {
  return anyOf.includes(subscription.plan) && isInForce(subscription, now);
}

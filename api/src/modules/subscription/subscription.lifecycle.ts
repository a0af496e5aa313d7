import { addDays, addMonths, addYears } from '../../dates.js';
import type { Period, SubscriptionRow, SubscriptionStatus } from './subscription.table.js';

/** Spec §1 and §9. */
export const TRIAL_DAYS = 180;
export const GRACE_DAYS = 15;
/** Spec §9: the trial reminder shows at 3 days or fewer remaining. */
export const TRIAL_REMINDER_DAYS = 3;
const DAY_MS = 86_400_000;

export function addPeriod(date: Date, period: Period, times = 1): Date {
  return period === 'MONTH' ? addMonths(date, times) : addYears(date, times);
}

type Timed = Pick<SubscriptionRow, 'status' | 'endDate' | 'period'>;

/** Spec §4: the grace period of a PAST_DUE subscription ends at its end date minus one period plus 15 days. */
export function gracePeriodEnd(subscription: Timed): Date | null {
  if (subscription.status !== 'PAST_DUE' || !subscription.endDate) return null;
  return addDays(addPeriod(subscription.endDate, subscription.period ?? 'MONTH', -1), GRACE_DAYS);
}

/** Statuses that give access, with PAST_DUE only within its grace period. */
export function inForce(subscription: Timed, now: Date): boolean {
  if (subscription.status === 'ACTIVE' || subscription.status === 'TRIALING') return true;
  const grace = gracePeriodEnd(subscription);
  return grace !== null && now < grace;
}

/** The statuses whose end the clock can reach. */
const TIMED: ReadonlySet<SubscriptionStatus> = new Set(['TRIALING', 'ACTIVE', 'PAST_DUE']);

/** True when the clock has passed the end (or the grace end) and the subscription must move on. */
export function isDue(subscription: Timed, now: Date): boolean {
  if (!TIMED.has(subscription.status)) return false;
  if (subscription.status === 'PAST_DUE') {
    const grace = gracePeriodEnd(subscription);
    return grace !== null && grace <= now;
  }
  return subscription.endDate !== null && subscription.endDate <= now;
}

/** Calendar days left in UTC, today and the last day included (spec §4: days to the end date, plus one). */
export function daysLeft(until: Date, now: Date): number {
  const day = (d: Date) => Math.floor(d.getTime() / DAY_MS);
  return Math.max(0, day(until) - day(now) + 1);
}

export type ReminderKind = 'FREE_TRIAL' | 'GRACE_PERIOD';

/**
 * Spec §4's free-trial reminder, for non-sponsor companies: a trial with 3 or fewer days left,
 * or a past-due subscription while its grace period runs. Null when none is due.
 */
export function reminderOf(
  subscription: Timed,
  now: Date,
  companyRoleType: string | null,
): { kind: ReminderKind; daysLeft: number } | null {
  if (companyRoleType === null || companyRoleType === 'Sponsor' || !inForce(subscription, now)) return null;
  if (subscription.status === 'TRIALING' && subscription.endDate) {
    const left = daysLeft(subscription.endDate, now);
    return left <= TRIAL_REMINDER_DAYS ? { kind: 'FREE_TRIAL', daysLeft: left } : null;
  }
  const grace = gracePeriodEnd(subscription);
  return grace ? { kind: 'GRACE_PERIOD', daysLeft: daysLeft(grace, now) } : null;
}

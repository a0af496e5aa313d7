import type { Plan, SubscriptionPeriod, SubscriptionStatus } from '../../__generated__/graphql';

/** Spec §9's constants. */
export const FREE_TRIAL_DAYS = 180;
export const TRIAL_REMINDER_DAYS = 3;
export const GRACE_PERIOD_DAYS = 15;

/** What the arithmetic needs of a subscription (the `CurrentSubscription` fields). */
export interface SubscriptionTerms {
  plan: Plan;
  status: SubscriptionStatus | null;
  /** ISO-8601 instant; for PAST_DUE, the end of the period that was not paid. */
  endDate: string | null;
  period: SubscriptionPeriod | null;
}

export interface TrialReminder {
  type: 'FREE_TRIAL' | 'GRACE_PERIOD';
  /** Calendar days left, counting today and the last day (spec §4: days to the end, plus 1). */
  daysLeft: number;
}

const DAY_MS = 86_400_000;

// End dates are calendar boundaries stored as UTC instants (the dashboard shows them in UTC), so
// days are counted between UTC calendar dates: an end date shown as "10 May" is a day of the
// trial until 10 May ends, whatever the time of day in the instant.
function utcDayNumber(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

function parseDate(iso: string | null): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whole calendar days (UTC) from `now` to `end`: 0 on the end date itself, negative after it. */
export function calendarDaysUntil(end: Date, now: Date): number {
  return utcDayNumber(end) - utcDayNumber(now);
}

/** `date` moved back by one billing period, clamped to the month's last day (31 Mar − 1 month = 28/29 Feb). */
export function minusOnePeriod(date: Date, period: SubscriptionPeriod): Date {
  const year = date.getUTCFullYear() - (period === 'YEAR' ? 1 : 0);
  const month = date.getUTCMonth() - (period === 'MONTH' ? 1 : 0);
  const lastDayOfTarget = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDayOfTarget));
  return result;
}

/**
 * The last day of a PAST_DUE subscription's grace period (spec §4): the end date minus one
 * period plus 15 days. Without a period (a lapsed trial) the grace runs from the end date.
 */
export function graceEndDate(terms: Pick<SubscriptionTerms, 'endDate' | 'period'>): Date | null {
  const end = parseDate(terms.endDate);
  if (!end) return null;
  const periodStart = terms.period ? minusOnePeriod(end, terms.period) : end;
  return new Date(periodStart.getTime() + GRACE_PERIOD_DAYS * DAY_MS);
}

/** The date until which the subscription gives access, or null when it has no end (or none can be known). */
function accessEnd(terms: SubscriptionTerms): Date | null {
  return terms.status === 'PAST_DUE' ? graceEndDate(terms) : parseDate(terms.endDate);
}

/**
 * Spec §4: a subscription is in force when ACTIVE or TRIALING and its end date has not passed,
 * or PAST_DUE within the grace period (which needs an end date to be measured).
 */
export function isInForce(terms: SubscriptionTerms, now: Date): boolean {
  switch (terms.status) {
    case 'ACTIVE':
    case 'TRIALING': {
      const end = parseDate(terms.endDate);
      return !end || calendarDaysUntil(end, now) >= 0;
    }
    case 'PAST_DUE': {
      const end = accessEnd(terms);
      return end !== null && calendarDaysUntil(end, now) >= 0;
    }
    default:
      return false;
  }
}

/** The plan that counts for access now: the subscription's plan while in force, else NONE. */
export function effectivePlan(terms: SubscriptionTerms | null | undefined, now: Date): Plan {
  if (!terms || terms.plan === 'NONE') return 'NONE';
  return isInForce(terms, now) ? terms.plan : 'NONE';
}

/** A paid or trial plan that was in force once and no longer is (ended, inactive, trial or grace over). */
export function isLapsed(terms: SubscriptionTerms | null | undefined, now: Date): boolean {
  if (!terms || terms.plan === 'NONE' || terms.status === null || terms.status === 'NEW') return false;
  return !isInForce(terms, now);
}

/** Days left until `end`, counting today and the end date (spec §4: days to the end date, plus 1). */
export function daysLeft(end: Date, now: Date): number {
  return calendarDaysUntil(end, now) + 1;
}

/**
 * Spec §4's free-trial reminder: a TRIALING subscription with 3 or fewer days left, or a
 * PAST_DUE one (while its grace period runs). Null when no reminder is due.
 */
export function trialReminder(terms: SubscriptionTerms | null | undefined, now: Date): TrialReminder | null {
  if (!terms || !isInForce(terms, now)) return null;
  const end = accessEnd(terms);
  if (!end) return null;
  const left = daysLeft(end, now);
  if (terms.status === 'TRIALING' && left <= TRIAL_REMINDER_DAYS) return { type: 'FREE_TRIAL', daysLeft: left };
  if (terms.status === 'PAST_DUE') return { type: 'GRACE_PERIOD', daysLeft: left };
  return null;
}

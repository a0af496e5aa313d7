import type { Plan, SubscriptionPeriod, SubscriptionStatus } from '../../__generated__/graphql';

export const PLAN_LABELS: Record<Plan, string> = {
  NONE: 'No plan',
  EXPLORER: 'Explorer',
  INNOVATOR: 'Innovator',
  PRO: 'Pro',
  BILLING_ADMIN: 'Billing admin',
};

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  ACTIVE: 'Active',
  TRIALING: 'Trialing',
  PAST_DUE: 'Past due',
  ENDED: 'Ended',
  INACTIVE: 'Inactive',
  NEW: 'New',
};

export const SUBSCRIPTION_PERIOD_LABELS: Record<SubscriptionPeriod, string> = {
  MONTH: 'Monthly',
  YEAR: 'Yearly',
};

// End dates are calendar boundaries stored as UTC instants: formatting them in UTC keeps
// "ends on 31 December" from showing as the 30th west of Greenwich.
const endDateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });

/** An ISO date-time as a localised date, or null when absent or unreadable. */
export function formatEndDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : endDateFormat.format(date);
}

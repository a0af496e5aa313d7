import type {
  DiscountDuration,
  PaymentStatus,
  PaymentType,
  Plan,
  SubscriptionPeriod,
  SubscriptionStatus,
  SubscriptionTypeCode,
} from '../../__generated__/graphql';

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

export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  FREE: 'Free',
  MANUAL: 'Invoice',
  PAID: 'Card',
  NONE: 'None',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  SUCCEEDED: 'Paid',
  FAILED: 'Failed',
};

/** Spec §3's type codes as people read them (offerings carry their own names; promotions do not). */
export const TYPE_CODE_LABELS: Record<SubscriptionTypeCode, string> = {
  INNOVATOR_SPONSOR_INDIVIDUAL: 'Innovator for individual sponsors',
  INNOVATOR_SPONSOR_TEAM_UNLIMITED: 'Innovator for sponsor teams (unlimited users)',
  INNOVATOR_SPONSOR_TEAM_SMALL: 'Innovator for sponsor teams (1-50 employees)',
  INNOVATOR_SPONSOR_TEAM_MID: 'Innovator for sponsor teams (51-500 employees)',
  INNOVATOR_SPONSOR_TEAM_LARGE: 'Innovator for sponsor teams (over 500 employees)',
  INNOVATOR_CRO_TECHNOLOGY_SERVICE_PROVIDER_SMALL: 'Innovator for vendors (1-50 employees)',
  INNOVATOR_CRO_TECHNOLOGY_SERVICE_PROVIDER_MID: 'Innovator for vendors (51-500 employees)',
  INNOVATOR_CRO_TECHNOLOGY_SERVICE_PROVIDER_LARGE: 'Innovator for vendors (over 500 employees)',
  INNOVATOR_NON_PROFIT: 'Innovator for non-profits',
  INNOVATOR_PATIENTS_ADVOCACY: 'Innovator for patients/advocacy groups',
  INNOVATOR_SITE: 'Innovator for sites',
  INNOVATOR_SITE_NETWORK: 'Innovator for site networks',
};

export const DISCOUNT_DURATION_LABELS: Record<DiscountDuration, string> = {
  FIRST_YEAR: 'the first year',
  FOREVER: 'every payment',
};

/** "month", "year": the unit of a price ("$180 / month"). */
export const PERIOD_UNITS: Record<SubscriptionPeriod, string> = {
  MONTH: 'month',
  YEAR: 'year',
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** An instant as a short date in UTC, like end dates (payment dates, invitation dates). */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

import type {
  DiscountDuration,
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

export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  FREE: 'Free',
  MANUAL: 'Invoice',
  PAID: 'Card',
  NONE: 'None',
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

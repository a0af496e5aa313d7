// Labels of values, not of plans: plan names and what they include come from the api's catalog.
import type {
  DiscountDuration,
  PaymentType,
  SubscriptionPeriod,
  SubscriptionStatus,
} from '../../__generated__/graphql';

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

export const DISCOUNT_DURATION_LABELS: Record<DiscountDuration, string> = {
  FIRST_YEAR: 'the first year',
  FOREVER: 'every payment',
};

/** A trial nobody has bought yet has no period: it is chosen at purchase, which "Not set" would hide. */
export const UNBOUGHT_TRIAL_PERIOD = 'Monthly or yearly, chosen when you buy';

/** The billing period as the dashboard and My subscription word it (null: nothing to say). */
export function billingPeriodText(status: SubscriptionStatus | null, period: SubscriptionPeriod | null): string | null {
  if (period) return SUBSCRIPTION_PERIOD_LABELS[period];
  return status === 'TRIALING' ? UNBOUGHT_TRIAL_PERIOD : null;
}

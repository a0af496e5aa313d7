import type { Plan, SubscriptionStatus } from '../../__generated__/graphql';

/** What access needs of a subscription (the `CurrentSubscription` fields); the api decides `inForce`. */
export interface SubscriptionAccessTerms {
  plan: Plan;
  status: SubscriptionStatus | null;
  inForce: boolean;
}

/** The plan that counts for access now: the subscription's plan while in force, else NONE. */
export function effectivePlan(terms: Pick<SubscriptionAccessTerms, 'plan' | 'inForce'> | null | undefined): Plan {
  return terms?.inForce ? terms.plan : 'NONE';
}

/** A paid or trial plan that was in force once and no longer is (ended, inactive, trial or grace over). */
export function isLapsed(terms: SubscriptionAccessTerms | null | undefined): boolean {
  if (!terms || terms.plan === 'NONE' || terms.status === null || terms.status === 'NEW') return false;
  return !terms.inForce;
}

import type { RestClient } from '../../rest/rest.client.js';

export type PlanDto = 'NONE' | 'EXPLORER' | 'INNOVATOR' | 'PRO' | 'BILLING_ADMIN';
export type SubscriptionStatusDto = 'NEW' | 'ACTIVE' | 'INACTIVE' | 'ENDED' | 'PAST_DUE' | 'TRIALING';
export type SubscriptionPeriodDto = 'MONTH' | 'YEAR';

/** The api's current subscription (plan NONE with nulls when the company never subscribed). */
export interface CurrentSubscriptionDto {
  id: number | null;
  plan: PlanDto;
  status: SubscriptionStatusDto | null;
  /** ISO-8601 instant. */
  endDate: string | null;
  period: SubscriptionPeriodDto | null;
  billingAdmin: boolean;
  typeCode: string | null;
}

export interface SubscriptionApi {
  /** The subscription of the acting user's company. */
  current(): Promise<CurrentSubscriptionDto>;
}

/** The subscription endpoints of the api; the only place that knows their paths. */
export function createSubscriptionApi(rest: RestClient): SubscriptionApi {
  return {
    current: () => rest.request<CurrentSubscriptionDto>({ operation: 'getCurrentSubscription', path: '/subscriptions/users/current' }),
  };
}

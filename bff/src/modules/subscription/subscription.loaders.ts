import { once } from '../../once.js';
import type { CurrentSubscriptionDto, SubscriptionApi } from './subscription.api.js';

export interface SubscriptionLoaders {
  /** The acting user's company subscription, fetched once per request (the plan directive reads it). */
  currentSubscription: () => Promise<CurrentSubscriptionDto>;
}

export function createSubscriptionLoaders(api: SubscriptionApi): SubscriptionLoaders {
  return { currentSubscription: once(() => api.current()) };
}

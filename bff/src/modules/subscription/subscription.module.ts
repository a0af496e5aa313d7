import type { BffModule } from '../../module.js';
import { createUpstreamCache, type UpstreamCache } from '../../rest/upstream.cache.js';
import {
  createSubscriptionApi,
  type SubscriptionApi,
  type SubscriptionCatalogDto,
  type SubscriptionTermsDto,
} from './subscription.api.js';
import { createSubscriptionLoaders, type SubscriptionLoaders } from './subscription.loaders.js';
import { subscriptionResolvers } from './subscription.resolvers.js';
import { subscriptionErrors } from './subscription.errors.js';

declare module '../../context.js' {
  interface Apis {
    subscription: SubscriptionApi;
  }
  interface Loaders extends SubscriptionLoaders {}
  interface FeatureServices {
    /** The api's trial, grace and reminder rules, cached. */
    subscriptionTerms: UpstreamCache<SubscriptionTermsDto>;
    /** The api's catalog of the tiers' texts, cached: it changes only with a release. */
    subscriptionCatalog: UpstreamCache<SubscriptionCatalogDto>;
  }
}

/** Plans and offerings, checkout, my subscription, trials, cancel and period changes. */
export const subscriptionModule: BffModule = {
  name: 'subscription',
  resolvers: subscriptionResolvers,
  errors: subscriptionErrors,
  api: (rest) => ({ subscription: createSubscriptionApi(rest) }),
  loaders: (api) => createSubscriptionLoaders(api.subscription),
  services: ({ publicRest, now }) => {
    const api = createSubscriptionApi(publicRest);
    return {
      subscriptionTerms: createUpstreamCache(() => api.terms(), now),
      subscriptionCatalog: createUpstreamCache(() => api.catalog(), now),
    };
  },
};

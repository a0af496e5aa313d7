import type { Resolvers } from '../../__generated__/resolvers-types.js';

export const subscriptionResolvers: Resolvers = {
  CurrentSubscription: {
    // Normalised to the DateTime scalar's UTC ISO-8601 form, whatever offset the api used.
    endDate: (subscription) => (subscription.endDate ? new Date(subscription.endDate).toISOString() : null),
  },
};

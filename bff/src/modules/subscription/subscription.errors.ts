import type { ErrorDeclarations } from '../../errors/error.types.js';

/** The subscription domain's conflicts: the api words them (spec §8's own codes are the platform's). */
export const subscriptionErrors = {
  catalogue: {
    AlreadySubscribed: {
      code: 'CONFLICT',
      message: 'Your company already has this subscription.',
      upstreamMessage: true,
    },
    InnovatorActive: {
      code: 'CONFLICT',
      message: 'Your company already has an active Innovator subscription. Cancel it first.',
      upstreamMessage: true,
    },
    SubscriptionBusy: {
      code: 'CONFLICT',
      message: 'Another change to this subscription is in progress. Please try again in a moment.',
      upstreamMessage: true,
    },
  },
} as const satisfies ErrorDeclarations;

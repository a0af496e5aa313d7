import type { BffModule } from '../../module.js';
import { createReviewApi, type ReviewApi } from './review.api.js';
import { reviewErrors } from './review.errors.js';
import { createReviewLoaders, type ReviewLoaders } from './review.loaders.js';
import { reviewResolvers } from './review.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    review: ReviewApi;
  }
  interface Loaders extends ReviewLoaders {}
}

/** Verified reviews between contracted partners, their averages, replies and abuse reports (docs/reviews.md). */
export const reviewModule: BffModule = {
  name: 'review',
  resolvers: reviewResolvers,
  errors: reviewErrors,
  api: (rest) => ({ review: createReviewApi(rest) }),
  loaders: (api) => createReviewLoaders(api.review),
};

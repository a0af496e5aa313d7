import type { ApiModule } from '../../http/module.js';
import { reviewAdminRoutes } from './review.admin.routes.js';
import { reviewRoutes } from './review.routes.js';
import { reviewSeed } from './review.seed.js';

/** Reviews (issue 28): verified reviews between contracted partners, replies and abuse reports (docs/reviews.md). */
export const reviewModule: ApiModule = {
  name: 'review',
  tags: [{ name: 'reviews', description: 'Verified reviews between contracted partners, replies and abuse reports.' }],
  routes: async (app) => {
    await reviewRoutes(app);
    await reviewAdminRoutes(app);
  },
  seed: reviewSeed,
};

import { member } from '../../shared/routing/routeFactories';
import type { RouteDeclaration } from '../../shared/routing/routeTypes';
import { MANAGE_REVIEWS_PATH } from './reviewUrls';

// Company admins (MANAGE_REVIEWS, spec §6), on every plan: reviews are the trust layer (docs/reviews.md).
export const routes: readonly RouteDeclaration[] = [
  member(MANAGE_REVIEWS_PATH, 'Manage reviews', 'Reviews of your company.', 'MANAGE_REVIEWS', {
    anyPlan: true,
    page: './pages/ManageReviewsPage#ManageReviewsPage',
  }),
];

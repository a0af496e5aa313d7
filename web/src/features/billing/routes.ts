import { member } from '../../shared/routing/routeFactories';
import type { RouteDeclaration } from '../../shared/routing/routeTypes';
import { SUBSCRIPTION_HISTORY_PATH } from './billingUrls';

export const routes: readonly RouteDeclaration[] = [
  member(SUBSCRIPTION_HISTORY_PATH, 'Subscription history', 'Payments of your subscription.', 'SUBSCRIPTION_HISTORY', {
    page: './pages/SubscriptionHistoryPage#SubscriptionHistoryPage',
  }),
];

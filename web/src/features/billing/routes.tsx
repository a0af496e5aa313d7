import { lazyPage } from '../../shared/routing/lazyPage';
import { member } from '../../shared/routing/routeFactories';
import type { AppRoute } from '../../shared/routing/routeTypes';
import { SUBSCRIPTION_HISTORY_PATH } from './billingUrls';

export const routes: readonly AppRoute[] = [
  member(SUBSCRIPTION_HISTORY_PATH, 'Subscription history', 'Payments of your subscription.', 'SUBSCRIPTION_HISTORY', {
    page: lazyPage(() => import('./pages/SubscriptionHistoryPage').then((m) => m.SubscriptionHistoryPage)),
  }),
];

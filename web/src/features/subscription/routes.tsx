import { MY_SUBSCRIPTION_PATH, SUBSCRIPTIONS_PATH } from '../../shared/paths';
import { lazyPage } from '../../shared/routing/lazyPage';
import { member, privateSeo, section } from '../../shared/routing/routeFactories';
import type { AppRoute, NavEntry } from '../../shared/routing/routeTypes';

export const routes: readonly AppRoute[] = [
  // My subscription also renders the billing view (`?billing=true`) and the confirmation screens.
  {
    ...member(MY_SUBSCRIPTION_PATH, 'My subscription', "Your company's subscription.", 'MY_SUBSCRIPTION', {
      anyPlan: true,
      page: lazyPage(() => import('./pages/MySubscriptionPage').then((m) => m.MySubscriptionPage)),
    }),
    billingView: { seo: privateSeo('Billing', "Your company's billing.") },
  },
  section(SUBSCRIPTIONS_PATH, 'Plans and pricing', 'Explorer and Innovator plans, with a 180-day free trial.', {
    page: lazyPage(() => import('./pages/SubscriptionsPage').then((m) => m.SubscriptionsPage)),
  }),
];

export const navigation: readonly NavEntry[] = [
  { to: MY_SUBSCRIPTION_PATH, label: 'Subscription', order: 50, permission: 'MY_SUBSCRIPTION' },
];

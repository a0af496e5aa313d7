import { MY_SUBSCRIPTION_PATH, SUBSCRIPTIONS_PATH } from '../../shared/paths';
import { member, privateSeo, section } from '../../shared/routing/routeFactories';
import type { RouteDeclaration } from '../../shared/routing/routeTypes';

export const routes: readonly RouteDeclaration[] = [
  // My subscription also renders the billing view (`?billing=true`) and the confirmation screens.
  {
    ...member(MY_SUBSCRIPTION_PATH, 'My subscription', "Your company's subscription.", 'MY_SUBSCRIPTION', {
      anyPlan: true,
      page: './pages/MySubscriptionPage#MySubscriptionPage',
    }),
    billingView: { seo: privateSeo('Billing', "Your company's billing.") },
  },
  section(SUBSCRIPTIONS_PATH, 'Plans and pricing', 'Explorer and Innovator plans, with a 180-day free trial.', {
    page: './pages/SubscriptionsPage#SubscriptionsPage',
  }),
];

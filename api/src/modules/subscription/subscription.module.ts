import type { ApiModule } from '../../http/module.js';
import type { ApiInstance } from '../../http/types.js';
import { billingDeps } from '../billing/billing.context.js';
import { checkoutRoutes } from './checkout.routes.js';
import { subscriptionRoutes } from './subscription.routes.js';
import { startSubscriptionSweep, sweepIntervalMs } from './subscription.sweep.js';
import { subsidiaryRoutes } from './subsidiary.routes.js';

/** Plans, options, checkout, trials, cancel and period changes, subsidiaries; the clock's sweep. */
export const subscriptionModule: ApiModule = {
  name: 'subscription',
  tags: [{ name: 'subscription', description: 'Subscriptions: plans, checkout, billing and team (spec §7)' }],
  routes: async (app: ApiInstance) => {
    const deps = billingDeps(app);
    await app.register(subscriptionRoutes);
    await app.register(async (scope) => checkoutRoutes(scope, deps));
    await app.register(async (scope) => subsidiaryRoutes(scope, deps));
  },
  // Ended trials, periods and grace periods are settled by every read too; the sweep settles the rest.
  jobs: (app) => startSubscriptionSweep(billingDeps(app), sweepIntervalMs(process.env)),
};

import type { ApiModule } from '../../http/module.js';
import type { ApiInstance } from '../../http/types.js';
import { billingDeps } from './billing/billing.context.js';
import { billingRoutes } from './billing/billing.routes.js';
import { loadPaymentsConfig } from './billing/payment.config.js';
import { localPaymentRoutes } from './billing/local/local.routes.js';
import { stripeWebhookRoutes } from './billing/stripe/stripe.webhook.routes.js';
import { checkoutRoutes } from './checkout.routes.js';
import { SUBSCRIPTION_PLAN_LINES } from './subscription.plans.js';
import { subscriptionRoutes } from './subscription.routes.js';
import { subscriptionSeed } from './subscription.seed.js';
import { startSubscriptionSweep, sweepIntervalMs } from './subscription.sweep.js';
import { subsidiaryRoutes } from './subsidiary.routes.js';

/**
 * Plans, options, checkout, trials, cancel and period changes, subsidiaries; the clock's sweep.
 * Billing lives here too (billing/: payment customer and cards, discounts and promotion codes,
 * payments and receipts, invoices; the gateways' pages and webhooks): a subscription and what it
 * is paid with change together, under one company lock.
 */
export const subscriptionModule: ApiModule = {
  name: 'subscription',
  tags: [{ name: 'subscription', description: 'Subscriptions: plans, checkout, billing and team (spec §7)' }],
  routes: async (app: ApiInstance) => {
    const deps = billingDeps(app);
    await app.register(async (scope) => billingRoutes(scope, deps));
    await app.register(localPaymentRoutes);
    await app.register(async (scope) => stripeWebhookRoutes(scope, deps));
    await app.register(subscriptionRoutes);
    await app.register(async (scope) => checkoutRoutes(scope, deps));
    await app.register(async (scope) => subsidiaryRoutes(scope, deps));
  },
  deps: ({ env, db, clock, publicUrl, log }) => {
    const payments = loadPaymentsConfig(env, { db, clock, publicUrl });
    log.info({ gateway: payments.gateway.kind }, 'payment gateway');
    return { payments };
  },
  plans: SUBSCRIPTION_PLAN_LINES,
  seed: subscriptionSeed,
  // Ended trials, periods and grace periods are settled by every read too; the sweep settles the rest.
  jobs: (app) => startSubscriptionSweep(billingDeps(app), sweepIntervalMs(process.env)),
};

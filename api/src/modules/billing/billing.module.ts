import type { ApiModule } from '../../http/module.js';
import type { ApiInstance } from '../../http/types.js';
import { billingDeps } from './billing.context.js';
import { billingRoutes } from './billing.routes.js';
import { localPaymentRoutes } from './local/local.routes.js';
import { stripeWebhookRoutes } from './stripe/stripe.webhook.routes.js';

/** Payment customer and cards, discounts and promotion codes, payments and receipts, invoices; the gateways' pages and webhooks. */
export const billingModule: ApiModule = {
  name: 'billing',
  routes: async (app: ApiInstance) => {
    const deps = billingDeps(app);
    await app.register(async (scope) => billingRoutes(scope, deps));
    await app.register(localPaymentRoutes);
    await app.register(async (scope) => stripeWebhookRoutes(scope, deps));
  },
};

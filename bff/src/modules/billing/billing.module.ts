import type { BffModule } from '../../module.js';
import { type BillingApi, createBillingApi } from './billing.api.js';
import { billingResolvers } from './billing.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    billing: BillingApi;
  }
}

/** Paying: the payment customer and card page, discounts and promotion codes, payments, receipts, invoices. */
export const billingModule: BffModule = {
  name: 'billing',
  resolvers: billingResolvers,
  api: (rest) => ({ billing: createBillingApi(rest) }),
};

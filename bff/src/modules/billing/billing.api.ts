import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema } from '../../rest/rest.contract.js';
import type { Paging } from '../../rest/rest.query.js';

export type CustomerDto = ApiSchema<'CustomerDto'>;

/** The billing endpoints of the api (spec §7's customers, cards, coupons, payments, invoice); the only place that knows their paths. */
export function createBillingApi(rest: RestClient) {
  return {
    customer: () => rest.get('/subscriptions/customers', { operation: 'getPaymentCustomer' }),
    createCustomer: () => rest.post('/subscriptions/customers', { operation: 'createPaymentCustomer' }),
    /** The card page URL (text); with a subscription id, that subscription's portal. */
    cardsManagementUrl: (returnPath: string, subscriptionId?: number) =>
      subscriptionId === undefined
        ? rest.get('/subscriptions/customers/cards-management', {
            operation: 'getCardsManagementUrl',
            query: { cardCheck: true, returnPath },
          })
        : rest.get('/subscriptions/{subscriptionId}/customers/cards-management', {
            operation: 'getSubscriptionCardsManagementUrl',
            params: { subscriptionId },
            query: { cardCheck: true, returnPath },
          }),
    coupons: () => rest.get('/subscriptions/coupons', { operation: 'getCoupons' }),
    selectCoupon: (discountId: string) =>
      rest.put('/subscriptions/coupons', { operation: 'selectCoupon', body: { discountId } }),
    verifyPromotionCode: (promotionCode: string) =>
      rest.post('/subscriptions/coupons/promotion-codes/verify', {
        operation: 'verifyPromotionCode',
        body: { promotionCode },
      }),
    payments: (paging: Paging) => rest.get('/subscriptions/payments', { operation: 'getPayments', paging }),
    receipt: (paymentId: number) =>
      rest.get('/subscriptions/payments/{paymentId}', { operation: 'getPaymentReceipt', params: { paymentId } }),
    invoice: (text: string) => rest.post('/subscriptions/invoice', { operation: 'requestInvoice', body: { text } }),
  };
}

export type BillingApi = ReturnType<typeof createBillingApi>;

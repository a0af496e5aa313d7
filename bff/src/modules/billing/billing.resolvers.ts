import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { AppError } from '../../errors/error.codes.js';

import { clampPaging } from '../../rest/rest.query.js';
import { toDiscount, toId, toOption, toPayment, subscriptionUserErrors, scopeOption } from '../subscription/index.js';

/** The company's payment customer and card, discounts and promotion codes, payments and invoices. */
export const billingResolvers: Resolvers = {
  Query: {
    paymentCustomer: async (_p, _a, ctx) => {
      try {
        return await ctx.api.billing.customer();
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
    subscriptionDiscounts: async (_p, _a, ctx) => (await ctx.api.billing.coupons()).map(toDiscount),
    subscriptionPayments: async (_p, { page }, ctx) => {
      const result = await ctx.api.billing.payments(clampPaging(page));
      return { ...result, items: result.content.map(toPayment) };
    },
    paymentReceipt: async (_p, { paymentId }, ctx) => {
      try {
        const receipt = await ctx.api.billing.receipt(toId(paymentId, 'paymentId'));
        return { paymentId: String(receipt.paymentId), url: receipt.url };
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
  },
  Mutation: {
    createPaymentCustomer: async (_p, _a, ctx) => {
      try {
        return { customer: await ctx.api.billing.createCustomer(), errors: [] };
      } catch (error) {
        return { customer: null, errors: subscriptionUserErrors(error) };
      }
    },
    startCardSetup: async (_p, { input }, ctx) => {
      const returnPath = input.returnPath.trim();
      try {
        const billing = ctx.api.billing;
        // Spec §7: check the payment customer, create it when missing, then ask for the card page.
        await billing.customer().catch(async (error: unknown) => {
          if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
          await billing.createCustomer();
        });
        const subscriptionId = input.subscriptionId ? toId(input.subscriptionId, 'subscriptionId') : undefined;
        return { url: (await billing.cardsManagementUrl(returnPath, subscriptionId)).trim(), errors: [] };
      } catch (error) {
        return {
          url: null,
          errors: subscriptionUserErrors(error, {
            fields: { returnPath: 'returnPath' },
            notFoundField: 'subscriptionId',
            notFoundMessage: 'This subscription is not yours.',
          }),
        };
      }
    },
    selectDiscount: async (_p, { discountId }, ctx) => {
      try {
        return {
          discounts: (await ctx.api.billing.selectCoupon(discountId.trim().toLowerCase())).map(toDiscount),
          errors: [],
        };
      } catch (error) {
        return { discounts: (await ctx.api.billing.coupons()).map(toDiscount), errors: subscriptionUserErrors(error) };
      }
    },
    verifyPromotionCode: async (_p, { promotionCode }, ctx) => {
      try {
        const promotion = await ctx.api.billing.verifyPromotionCode(promotionCode.trim());
        const option = await scopeOption(ctx.api.subscription, promotion.code);
        return {
          promotion: {
            code: promotion.code,
            discount: toDiscount(promotion.discount),
            option: option ? toOption(option) : null,
          },
          errors: [],
        };
      } catch (error) {
        return { promotion: null, errors: subscriptionUserErrors(error) };
      }
    },
    requestInvoice: async (_p, { text }, ctx) => {
      try {
        await ctx.api.billing.invoice(text);
        return { requested: true, errors: [] };
      } catch (error) {
        return { requested: false, errors: subscriptionUserErrors(error) };
      }
    },
  },
};

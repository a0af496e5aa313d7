import type {
  CompanyRoleType,
  Resolvers,
  SubscriptionConfirmation,
  SubscriptionOfferings,
} from '../../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import { AppError } from '../../errors/error.codes.js';
import { catalogueEntry } from '../../errors/error.catalogue.js';
import { userError } from '../../errors/user.errors.js';
import { clampPaging } from '../../rest/rest.query.js';
import { ROLE_TYPES } from '../user/user.resolvers.js';
import type { CompanyRoleTypeDto } from '../user/user.api.js';
import { createSubscriptionApi, type ChangeResultDto, type SubscriptionDetailsDto } from './subscription.api.js';
import { isCardFailure, subscriptionUserErrors } from './subscription.errors.js';
import { toDetails, toDiscount, toId, toOfferings, toOption, toPayment, toTypeCode } from './subscription.mappers.js';
import { scopeOption } from './subscription.scope.js';
import { teamResolvers } from './subscription.team.resolvers.js';

const ROLE_TYPE_DTOS = Object.fromEntries(Object.entries(ROLE_TYPES).map(([dto, gql]) => [gql, dto])) as Record<
  CompanyRoleType,
  CompanyRoleTypeDto
>;

const api = (ctx: GraphQLContext) => createSubscriptionApi(ctx.rest);

/** The signed-in member's details, or null for visitors (and admins who have not picked a user). */
async function viewerDetails(ctx: GraphQLContext): Promise<SubscriptionDetailsDto | null> {
  const caller = ctx.session.caller;
  if (!caller || (caller.isAdmin && caller.impersonatedUserId === null)) return null;
  if (!(await ctx.loaders.actingUser())) return null;
  return api(ctx).details();
}

async function offerings(
  ctx: GraphQLContext,
  companyType: CompanyRoleType | null | undefined,
): Promise<SubscriptionOfferings> {
  const details = await viewerDetails(ctx);
  const roleType = details?.companyRoleType ?? (companyType ? ROLE_TYPE_DTOS[companyType] : undefined);
  const options = await api(ctx).options(
    roleType
      ? { companyType: roleType, ...(details?.employeesBand ? { employeesBand: details.employeesBand } : {}) }
      : {},
  );
  const plans = toOfferings(options);
  const discounts = details ? (await api(ctx).coupons()).map(toDiscount) : [];
  // The api says why the viewer may not buy (spec §8's codes); the catalogue words it.
  const blocked = details?.purchaseRefusal ? catalogueEntry(details.purchaseRefusal.code) : null;
  return {
    companyType: roleType ? ROLE_TYPES[roleType] : null,
    offerings: plans,
    explorerAvailable: true,
    trialDays: (await ctx.services.subscriptionTerms.get()).trialDays,
    trialEligible: details?.trialEligible ?? true,
    discounts,
    canPurchase: details !== null && blocked === null,
    purchaseBlockedReason: blocked ? userError(blocked.code, blocked.message) : null,
  };
}

/** A change's payload: the screen to show, the subscription after it, the payment made now. */
const changed = (result: ChangeResultDto) => ({
  confirmation: result.confirmation as SubscriptionConfirmation,
  subscription: toDetails(result.subscription),
  payment: result.payment ? toPayment(result.payment) : null,
  errors: [],
});

/** A refused change: card failures lead to 'failed to subscribe' with the subscription as it stands. */
async function refused(ctx: GraphQLContext, error: unknown, fields?: Record<string, string>) {
  const errors = subscriptionUserErrors(error, { fields });
  if (!isCardFailure(error)) return { confirmation: null, subscription: null, payment: null, errors };
  return {
    confirmation: 'FAILED_TO_SUBSCRIBE' as const,
    subscription: toDetails(await api(ctx).details()),
    payment: null,
    errors,
  };
}

const RETURN_PATH = /^\/(?![/\\])[^\s]{0,999}$/;

export const subscriptionResolvers: Resolvers = {
  Query: {
    subscriptionOfferings: (_p, { companyType }, ctx) => offerings(ctx, companyType),
    mySubscription: async (_p, _a, ctx) => toDetails(await api(ctx).details()),
    subscriptionTrials: async (_p, _a, ctx) =>
      (await api(ctx).trials()).map((trial) => ({ ...trial, id: String(trial.id), code: toTypeCode(trial.typeCode) })),
    paymentCustomer: async (_p, _a, ctx) => {
      try {
        return await api(ctx).customer();
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
    subscriptionDiscounts: async (_p, _a, ctx) => (await api(ctx).coupons()).map(toDiscount),
    subscriptionPayments: async (_p, { page }, ctx) => {
      const result = await api(ctx).payments(clampPaging(page));
      return { ...result, items: result.content.map(toPayment) };
    },
    paymentReceipt: async (_p, { paymentId }, ctx) => {
      try {
        const receipt = await api(ctx).receipt(toId(paymentId, 'paymentId'));
        return { paymentId: String(receipt.paymentId), url: receipt.url };
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
    ...teamResolvers.Query,
  },
  Mutation: {
    createPaymentCustomer: async (_p, _a, ctx) => {
      try {
        return { customer: await api(ctx).createCustomer(), errors: [] };
      } catch (error) {
        return { customer: null, errors: subscriptionUserErrors(error) };
      }
    },
    startCardSetup: async (_p, { input }, ctx) => {
      const returnPath = input.returnPath.trim();
      if (!RETURN_PATH.test(returnPath))
        return {
          url: null,
          errors: [
            userError('BAD_USER_INPUT', 'returnPath must be a path of this site, starting with /.', 'returnPath'),
          ],
        };
      try {
        const subscriptions = api(ctx);
        // Spec §7: check the payment customer, create it when missing, then ask for the card page.
        await subscriptions.customer().catch(async (error: unknown) => {
          if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
          await subscriptions.createCustomer();
        });
        const subscriptionId = input.subscriptionId ? toId(input.subscriptionId, 'subscriptionId') : undefined;
        return { url: (await subscriptions.cardsManagementUrl(returnPath, subscriptionId)).trim(), errors: [] };
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
    createSubscription: async (_p, { input }, ctx) => {
      const subscriptions = api(ctx);
      // Spec §7: SCOPE2025 + SMALL/MID/LARGE buys the yearly vendor option of that size.
      const scope = await scopeOption(subscriptions, input.promotionCode);
      const priceId = scope?.priceId ?? input.priceId;
      try {
        return changed(
          await subscriptions.create({
            priceId,
            couponId: input.couponId ?? null,
            promotionCode: input.promotionCode?.trim() || null,
          }),
        );
      } catch (error) {
        return refused(ctx, error);
      }
    },
    selectDiscount: async (_p, { discountId }, ctx) => {
      try {
        return {
          discounts: (await api(ctx).selectCoupon(discountId.trim().toLowerCase())).map(toDiscount),
          errors: [],
        };
      } catch (error) {
        return { discounts: (await api(ctx).coupons()).map(toDiscount), errors: subscriptionUserErrors(error) };
      }
    },
    verifyPromotionCode: async (_p, { promotionCode }, ctx) => {
      const subscriptions = api(ctx);
      try {
        const promotion = await subscriptions.verifyPromotionCode(promotionCode.trim());
        const option = await scopeOption(subscriptions, promotion.code);
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
    chooseExplorer: async (_p, _a, ctx) => {
      try {
        const { confirmation, subscription, errors } = changed(await api(ctx).explorer());
        return { confirmation, subscription, errors };
      } catch (error) {
        return { confirmation: null, subscription: null, errors: subscriptionUserErrors(error) };
      }
    },
    cancelSubscription: async (_p, { subscriptionId }, ctx) => {
      try {
        const { confirmation, subscription, errors } = changed(
          await api(ctx).cancel(toId(subscriptionId, 'subscriptionId')),
        );
        return { confirmation, subscription, errors };
      } catch (error) {
        return {
          confirmation: null,
          subscription: null,
          errors: subscriptionUserErrors(error, {
            notFoundField: 'subscriptionId',
            notFoundMessage: 'This subscription is not yours.',
          }),
        };
      }
    },
    changeSubscriptionPeriod: async (_p, { subscriptionId, period }, ctx) => {
      try {
        const { confirmation, subscription, errors } = changed(
          await api(ctx).changePeriod(toId(subscriptionId, 'subscriptionId'), period),
        );
        return { confirmation, subscription, errors };
      } catch (error) {
        return {
          confirmation: null,
          subscription: null,
          errors: subscriptionUserErrors(error, {
            notFoundField: 'subscriptionId',
            notFoundMessage: 'This subscription is not yours.',
          }),
        };
      }
    },
    requestInvoice: async (_p, { text }, ctx) => {
      try {
        await api(ctx).invoice(text);
        return { requested: true, errors: [] };
      } catch (error) {
        return { requested: false, errors: subscriptionUserErrors(error) };
      }
    },
    ...teamResolvers.Mutation,
  },
  CurrentSubscription: {
    id: (subscription) => (subscription.id === null ? null : String(subscription.id)),
    // Normalised to the DateTime scalar's UTC ISO-8601 form, whatever offset the api used.
    endDate: (subscription) => (subscription.endDate ? new Date(subscription.endDate).toISOString() : null),
  },
};

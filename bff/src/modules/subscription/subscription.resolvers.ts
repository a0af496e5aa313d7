import type {
  CompanyRoleType,
  Resolvers,
  SubscriptionConfirmation,
  SubscriptionOfferings,
} from '../../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import { catalogueEntry } from '../../errors/error.catalogue.js';
import { userError } from '../../errors/user.errors.js';
import { ROLE_TYPES, type CompanyRoleTypeDto } from '../user/index.js';
import type { ChangeResultDto, SubscriptionDetailsDto } from './subscription.api.js';
import { toDetails, toDiscount, toId, toOfferings, toPayment, toTypeCode } from './subscription.convert.js';
import { isCardFailure, subscriptionUserErrors } from './subscription.refusals.js';
import { scopeOption } from './subscription.scope.js';

const ROLE_TYPE_DTOS = Object.fromEntries(Object.entries(ROLE_TYPES).map(([dto, gql]) => [gql, dto])) as Record<
  CompanyRoleType,
  CompanyRoleTypeDto
>;

/** The signed-in member's details, or null for visitors (and admins who have not picked a user). */
async function viewerDetails(ctx: GraphQLContext): Promise<SubscriptionDetailsDto | null> {
  const caller = ctx.session.caller;
  if (!caller || (caller.isAdmin && caller.impersonatedUserId === null)) return null;
  if (!(await ctx.loaders.actingUser())) return null;
  return ctx.api.subscription.details();
}

async function offerings(
  ctx: GraphQLContext,
  companyType: CompanyRoleType | null | undefined,
): Promise<SubscriptionOfferings> {
  const details = await viewerDetails(ctx);
  const roleType = details?.companyRoleType ?? (companyType ? ROLE_TYPE_DTOS[companyType] : undefined);
  const options = await ctx.api.subscription.options(
    roleType
      ? { companyType: roleType, ...(details?.employeesBand ? { employeesBand: details.employeesBand } : {}) }
      : {},
  );
  const plans = toOfferings(options);
  const discounts = details ? (await ctx.api.billing.coupons()).map(toDiscount) : [];
  // The api says why the viewer may not buy (spec §8's codes); the catalogue words it.
  const blocked = details?.purchaseRefusal ? catalogueEntry(details.purchaseRefusal.code) : null;
  return {
    companyType: roleType ? ROLE_TYPES[roleType] : null,
    offerings: plans,
    explorerAvailable: true,
    trialDays: (await ctx.services.features.subscriptionTerms.get()).trialDays,
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
    subscription: toDetails(await ctx.api.subscription.details()),
    payment: null,
    errors,
  };
}

/** A change that takes no payment: its payload, or its refusal worded (the subscription id not the caller's). */
async function subscriptionChange(
  change: () => Promise<ChangeResultDto>,
  notFound?: { notFoundField: string; notFoundMessage: string },
) {
  try {
    const { confirmation, subscription, errors } = changed(await change());
    return { confirmation, subscription, errors };
  } catch (error) {
    return { confirmation: null, subscription: null, errors: subscriptionUserErrors(error, notFound) };
  }
}
const OWN_SUBSCRIPTION = { notFoundField: 'subscriptionId', notFoundMessage: 'This subscription is not yours.' };

export const subscriptionResolvers: Resolvers = {
  Query: {
    subscriptionCatalog: (_p, _a, ctx) => ctx.services.features.subscriptionCatalog.get(),
    subscriptionOfferings: (_p, { companyType }, ctx) => offerings(ctx, companyType),
    mySubscription: async (_p, _a, ctx) => toDetails(await ctx.api.subscription.details()),
    subscriptionTrials: async (_p, _a, ctx) =>
      (await ctx.api.subscription.trials()).map((trial) => ({
        ...trial,
        id: String(trial.id),
        code: toTypeCode(trial.typeCode),
      })),
  },
  Mutation: {
    createSubscription: async (_p, { input }, ctx) => {
      const subscriptions = ctx.api.subscription;
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
    chooseExplorer: (_p, _a, ctx) => subscriptionChange(() => ctx.api.subscription.explorer()),
    cancelSubscription: (_p, { subscriptionId }, ctx) =>
      subscriptionChange(() => ctx.api.subscription.cancel(toId(subscriptionId, 'subscriptionId')), OWN_SUBSCRIPTION),
    changeSubscriptionPeriod: (_p, { subscriptionId, period }, ctx) =>
      subscriptionChange(
        () => ctx.api.subscription.changePeriod(toId(subscriptionId, 'subscriptionId'), period),
        OWN_SUBSCRIPTION,
      ),
  },
  CurrentSubscription: {
    id: (subscription) => (subscription.id === null ? null : String(subscription.id)),
    // Normalised to the DateTime scalar's UTC ISO-8601 form, whatever offset the api used.
    endDate: (subscription) => (subscription.endDate ? new Date(subscription.endDate).toISOString() : null),
  },
};

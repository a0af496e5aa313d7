import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { AppError } from '../../errors/error.codes.js';
import { userErrorsFrom } from '../../errors/user.errors.js';
import { clampPaging } from '../../rest/rest.query.js';

const money = (amountCents: number) => ({ amountCents, currency: 'USD' });
/** What the api accepts as a code (reward.schemas.ts): anything else is unknown without asking. */
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

export const rewardResolvers: Resolvers = {
  Query: {
    referralInvite: async (_parent, { code }, ctx) => {
      const trimmed = code.trim();
      if (!CODE.test(trimmed)) return null;
      try {
        return await ctx.api.reward.invite(trimmed);
      } catch (error) {
        if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'REFERRAL_CODE_UNKNOWN'))
          return null;
        throw error;
      }
    },
    referralProgramme: (_parent, _args, ctx) => ctx.api.reward.programme(),
    referrals: (_parent, { page, size }, ctx) => ctx.api.reward.referrals(clampPaging({ page, size })),
    referralRewards: (_parent, { page, size }, ctx) => ctx.api.reward.rewards(clampPaging({ page, size })),
  },
  Mutation: {
    claimReferral: async (_parent, { code }, ctx) => {
      try {
        await ctx.api.reward.claim(code.trim());
        return { referredBy: (await ctx.api.reward.programme()).referredBy, errors: [] };
      } catch (error) {
        return { referredBy: null, errors: userErrorsFrom(error, { codeFields: { BAD_USER_INPUT: 'code' } }) };
      }
    },
  },
  ReferralPage: {
    items: (page) => page.content,
  },
  ReferralRewardPage: {
    items: (page) => page.content,
  },
  Referral: {
    id: (referral) => String(referral.id),
  },
  ReferralReward: {
    id: (reward) => String(reward.id),
    referralId: (reward) => String(reward.referralId),
    appliedDiscount: (reward) => (reward.appliedDiscountCents === null ? null : money(reward.appliedDiscountCents)),
  },
  ReferralRewardPayment: {
    id: (payment) => String(payment.id),
    amount: (payment) => money(payment.amountCents),
  },
};

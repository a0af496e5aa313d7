import type { BffModule } from '../../module.js';
import { createRewardApi, type RewardApi } from './reward.api.js';
import { rewardErrors } from './reward.errors.js';
import { rewardResolvers } from './reward.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    reward: RewardApi;
  }
}

/** The referral programme: invite links, referrals and the rewards they earn (docs/rewards.md). */
export const rewardModule: BffModule = {
  name: 'reward',
  resolvers: rewardResolvers,
  errors: rewardErrors,
  api: (rest) => ({ reward: createRewardApi(rest) }),
};

import type { ApiModule } from '../../http/module.js';
import { PAYMENT_SUCCEEDED_JOB, SUBSCRIPTION_CANCELED_JOB } from '../subscription/index.js';
import { rewardRoutes } from './reward.routes.js';
import { rewardSeed } from './reward.seed.js';
import { referralCredits, settleOpenReferrals, settleReferral } from './reward.settle.js';

const companyIdOf = (data: Record<string, unknown>): number | null =>
  typeof data['companyId'] === 'number' && Number.isInteger(data['companyId']) ? data['companyId'] : null;

/**
 * The referral programme (docs/rewards.md): each user's invite link, the companies it brings, and
 * the reward a qualified referral earns: a one-time discount on the referrer's next charge, which
 * the subscription module applies through `chargeCredits`. It follows the subscription's jobs.
 */
export const rewardModule: ApiModule = {
  name: 'reward',
  tags: [{ name: 'referrals', description: 'Invite links, referrals and their rewards.' }],
  routes: rewardRoutes,
  seed: rewardSeed,
  chargeCredits: referralCredits,
  queues: [
    ...[PAYMENT_SUCCEEDED_JOB, SUBSCRIPTION_CANCELED_JOB].map((name) => ({
      name,
      run: async (app: Parameters<NonNullable<ApiModule['jobs']>>[0], data: Record<string, unknown>) => {
        const companyId = companyIdOf(data);
        if (companyId !== null) await settleReferral(app.deps.db, companyId, app.deps.clock.now());
      },
    })),
    // Catches what a lost job left open (sends never fail a change: jobs/send-job.ts).
    {
      name: 'reward-referrals-sweep',
      cron: '*/15 * * * *',
      run: async (app) => {
        await settleOpenReferrals(app.deps.db, app.deps.clock.now());
      },
    },
  ],
};

import type { ReferralRewardStatus, ReferralStatus } from '../../__generated__/graphql';

export const REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = {
  REGISTERED: 'Registered',
  QUALIFIED: 'Qualified',
  VOID: 'Void',
};

export const REWARD_STATUS_LABELS: Record<ReferralRewardStatus, string> = {
  EARNED: 'Earned',
  APPLIED: 'Applied',
  WITHDRAWN: 'Withdrawn',
};

/** Badge colours by state: waiting, done, undone. */
export const STATUS_PALETTES: Record<ReferralStatus | ReferralRewardStatus, string> = {
  REGISTERED: 'gray',
  EARNED: 'blue',
  QUALIFIED: 'green',
  APPLIED: 'green',
  VOID: 'red',
  WITHDRAWN: 'red',
};

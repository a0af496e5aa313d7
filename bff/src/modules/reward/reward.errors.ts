import type { ErrorDeclarations } from '../../errors/error.types.js';

/** Refusals of an invite link's claim (docs/rewards.md): their words come from the api. */
export const rewardErrors = {
  codes: ['REFERRAL_CODE_UNKNOWN', 'REFERRAL_OWN_COMPANY', 'REFERRAL_NOT_ELIGIBLE'],
  // Nothing to retry, but the new user must read why their company's link did not count.
  userFixable: ['REFERRAL_CODE_UNKNOWN', 'REFERRAL_OWN_COMPANY', 'REFERRAL_NOT_ELIGIBLE'],
  catalogue: {
    ReferralCodeUnknown: {
      code: 'REFERRAL_CODE_UNKNOWN',
      message: 'This invite link is not valid. Check the link you were sent.',
      upstreamMessage: true,
    },
    ReferralOwnCompany: {
      code: 'REFERRAL_OWN_COMPANY',
      message: 'This invite link belongs to your own company.',
      upstreamMessage: true,
    },
    ReferralNotEligible: {
      code: 'REFERRAL_NOT_ELIGIBLE',
      message: 'This invite link cannot count for your company.',
      upstreamMessage: true,
    },
  },
} as const satisfies ErrorDeclarations;

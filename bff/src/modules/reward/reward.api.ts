import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema, ResponseBody } from '../../rest/rest.contract.js';
import type { Paging } from '../../rest/rest.query.js';

export type ReferralProgrammeDto = ApiSchema<'ReferralProgrammeDto'>;
export type ReferredByDto = ApiSchema<'ReferredByDto'>;
export type ReferralDto = ApiSchema<'ReferralDto'>;
export type ReferralRewardDto = ApiSchema<'ReferralRewardDto'>;
export type ReferralPageDto = ResponseBody<'get', '/referrals'>;
export type ReferralRewardPageDto = ResponseBody<'get', '/referrals/rewards'>;

/** The referral programme's endpoints of the api (docs/rewards.md): the only place that knows their paths. */
export function createRewardApi(rest: RestClient) {
  return {
    invite: (code: string) =>
      rest.get('/referrals/invites/{code}', { operation: 'getReferralInvite', params: { code } }),
    programme: () => rest.get('/referrals/me', { operation: 'getReferralProgramme' }),
    referrals: (paging: Paging) => rest.get('/referrals', { operation: 'listReferrals', paging }),
    rewards: (paging: Paging) => rest.get('/referrals/rewards', { operation: 'listReferralRewards', paging }),
    claim: (code: string) => rest.post('/referrals/claims', { operation: 'claimReferral', body: { code } }),
  };
}

export type RewardApi = ReturnType<typeof createRewardApi>;

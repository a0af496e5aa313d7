import type {
  ReferralDto,
  ReferralPageDto,
  ReferralProgrammeDto,
  ReferralRewardDto,
  ReferralRewardPageDto,
  ReferredByDto,
} from './reward.api.js';

// What the GraphQL types of reward.graphql resolve from (found by scripts/codegen-graphql.mjs by their `Mapper` suffix).
export type ReferralProgrammeMapper = ReferralProgrammeDto;
export type ReferredByMapper = ReferredByDto;
export type ReferralMapper = ReferralDto;
export type ReferralPageMapper = ReferralPageDto;
export type ReferralRewardMapper = ReferralRewardDto;
export type ReferralRewardPageMapper = ReferralRewardPageDto;
export type ReferralRewardPaymentMapper = NonNullable<ReferralRewardDto['payment']>;

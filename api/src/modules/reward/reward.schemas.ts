import { Type } from 'typebox';
import { Page, PageQuery } from '../../http/paging.js';
import { DateTime, Nullable } from '../../http/schemas.js';
import { CODE_PATTERN } from './reward.rules.js';
import { REFERRAL_STATUSES, REWARD_STATUSES } from './reward.table.js';

const ReferralStatus = Type.Enum(REFERRAL_STATUSES, {
  description: 'REGISTERED at sign-up, QUALIFIED at its first paid charge, VOID when undone.',
});
const RewardStatus = Type.Enum(REWARD_STATUSES, {
  description: 'EARNED (waiting for the next charge), APPLIED (on a charge) or WITHDRAWN (its referral undone).',
});

export const CodeParams = Type.Object({
  code: Type.String({ pattern: CODE_PATTERN, description: 'A referral code, from an invite link.' }),
});
export const ClaimBody = Type.Object({
  code: Type.String({
    pattern: CODE_PATTERN,
    description: 'The code of the invite link the company registered through.',
  }),
});
export const ReferralPageQuery = Type.Pick(PageQuery, ['page', 'size']);

export const ReferralInviteDto = Type.Object(
  {
    companyName: Type.String({ description: 'The referring company.' }),
    referrerFirstName: Type.String({ description: 'The first name of whoever shares the link.' }),
  },
  { title: 'ReferralInviteDto', description: 'Who invites, as the register page shows it (nothing else is public).' },
);

export const ReferredByDto = Type.Object(
  {
    referrerCompanyName: Type.String(),
    status: ReferralStatus,
    registeredAt: DateTime,
    qualifiedAt: Nullable(DateTime),
    voidedAt: Nullable(DateTime),
    voidReason: Nullable(Type.String()),
  },
  { title: 'ReferredByDto', description: "The invite link the caller's company registered through." },
);

export const ReferralProgrammeDto = Type.Object(
  {
    code: Type.String({ description: "The caller's own referral code (made on first read)." }),
    link: Type.String({ description: 'The invite link: <publicUrl>/register?ref=<code>.' }),
    percentOff: Type.Integer({
      description: "What a qualified referral takes off the referring company's next charge.",
    }),
    claimWindowDays: Type.Integer({ description: 'How many days after registering a new company may claim its link.' }),
    referredBy: Nullable(ReferredByDto),
  },
  { title: 'ReferralProgrammeDto', description: "The caller's invite link and the programme's rules." },
);

const Person = Type.Object(
  { firstName: Type.String(), lastName: Type.String() },
  { title: 'ReferralPersonDto', description: 'A colleague, by name.' },
);

export const ReferralDto = Type.Object(
  {
    id: Type.Integer(),
    companyName: Type.String({ description: 'The referred company.' }),
    invitedBy: Nullable(Person),
    status: ReferralStatus,
    registeredAt: DateTime,
    qualifiedAt: Nullable(DateTime),
    voidedAt: Nullable(DateTime),
    voidReason: Nullable(Type.String()),
  },
  { title: 'ReferralDto', description: "A company registered through one of the caller company's invite links." },
);
export const ReferralPage = Page(ReferralDto, "A page of the caller company's referrals, newest first.");

const AppliedPayment = Type.Object(
  {
    id: Type.Integer(),
    description: Type.String(),
    amountCents: Type.Integer({ description: 'What was charged, after the reward.' }),
    createdAt: DateTime,
  },
  { title: 'RewardPaymentDto', description: 'The charge a reward lowered.' },
);

export const ReferralRewardDto = Type.Object(
  {
    id: Type.Integer(),
    referralId: Type.Integer(),
    referredCompanyName: Type.String(),
    percentOff: Type.Integer(),
    status: RewardStatus,
    earnedAt: DateTime,
    appliedAt: Nullable(DateTime),
    appliedDiscountCents: Nullable(Type.Integer({ description: 'How much it took off, in US cents.' })),
    withdrawnAt: Nullable(DateTime),
    payment: Nullable(AppliedPayment),
  },
  { title: 'ReferralRewardDto', description: "A reward of the caller's company." },
);
export const ReferralRewardPage = Page(ReferralRewardDto, "A page of the caller company's rewards, newest first.");

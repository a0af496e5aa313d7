import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/auth.hooks.js';
import { forbidden } from '../../errors.js';
import { NoContent } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import type { UserRow } from '../user/index.js';
import { claimReferral } from './reward.claim.js';
import { codeOf, inviteLink } from './reward.codes.js';
import { findInvite, referralOf, referralPage, rewardPage } from './reward.repository.js';
import { REWARD_RULES, unknownCode, UNKNOWN_CODE_MESSAGE } from './reward.rules.js';
import {
  ClaimBody,
  CodeParams,
  ReferralInviteDto,
  ReferralPage,
  ReferralPageQuery,
  ReferralProgrammeDto,
  ReferralRewardPage,
} from './reward.schemas.js';

const tags = ['referrals'];
const config = { auth: 'user' as const, fieldMessages: { code: UNKNOWN_CODE_MESSAGE } };

/** The caller with their company; a user of no company has no programme (403). */
function member(request: FastifyRequest): { user: UserRow & { companyId: number }; impersonating: boolean } {
  const caller = requireUser(request);
  const user = caller.user as UserRow;
  if (user.companyId === null) throw forbidden();
  return { user: user as UserRow & { companyId: number }, impersonating: caller.impersonating };
}

/** The referral programme (docs/rewards.md): invite links, referrals and the rewards they earn. */
export async function rewardRoutes(app: ApiInstance): Promise<void> {
  const { db, clock, publicUrl } = app.deps;

  app.get(
    '/v1/referrals/invites/:code',
    {
      config: { ...config, auth: 'public' },
      schema: {
        tags,
        summary: "Who invites through a code: the company's name and the referrer's first name (404 when unknown)",
        params: CodeParams,
        response: { 200: ReferralInviteDto },
      },
    },
    async (request) => {
      const invite = await findInvite(db, request.params.code);
      if (!invite) throw unknownCode();
      return { companyName: invite.companyName, referrerFirstName: invite.firstName };
    },
  );

  app.get(
    '/v1/referrals/me',
    {
      config,
      schema: {
        tags,
        summary:
          "The caller's invite link (its code made on first read), the rules, and the link their company came by",
        response: { 200: ReferralProgrammeDto },
      },
    },
    async (request) => {
      const { user } = member(request);
      const [code, came] = await Promise.all([codeOf(db, user.id, clock.now()), referralOf(db, user.companyId)]);
      return {
        code,
        link: inviteLink(publicUrl, code),
        percentOff: REWARD_RULES.percentOff,
        claimWindowDays: REWARD_RULES.claimWindowDays,
        referredBy: came
          ? {
              referrerCompanyName: came.referrerCompanyName,
              status: came.referral.status,
              registeredAt: came.referral.registeredAt.toISOString(),
              qualifiedAt: came.referral.qualifiedAt?.toISOString() ?? null,
              voidedAt: came.referral.voidedAt?.toISOString() ?? null,
              voidReason: came.referral.voidReason,
            }
          : null,
      };
    },
  );

  app.get(
    '/v1/referrals',
    {
      config,
      schema: {
        tags,
        summary: "A page of the companies the caller company's invite links brought, newest first",
        querystring: ReferralPageQuery,
        response: { 200: ReferralPage },
      },
    },
    async (request) => referralPage(db, member(request).user.companyId, request.query),
  );

  app.get(
    '/v1/referrals/rewards',
    {
      config,
      schema: {
        tags,
        summary: "A page of the caller company's rewards, newest first, each applied one with its charge",
        querystring: ReferralPageQuery,
        response: { 200: ReferralRewardPage },
      },
    },
    async (request) => rewardPage(db, member(request).user.companyId, request.query),
  );

  app.post(
    '/v1/referrals/claims',
    {
      config,
      schema: {
        tags,
        summary: "The caller's new company claims the invite link it registered through",
        description:
          "404 ReferralCodeUnknown; 409 ReferralOwnCompany (the link of the caller's own company or email domain); 409 ReferralNotEligible (not a company the caller registered in the last 30 days, one that paid before, or one referred already); 403 while impersonating.",
        body: ClaimBody,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const { user, impersonating } = member(request);
      if (impersonating) throw forbidden();
      await claimReferral(db, user, request.body.code, clock.now());
      return reply.status(204).send(null);
    },
  );
}

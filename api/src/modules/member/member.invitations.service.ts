import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Static } from 'typebox';
import { addDays } from '../../dates.js';
import { notFound, validation } from '../../errors.js';
import type { AppDeps } from '../../http/types.js';
import { TEXT_LIMITS } from '../../http/text-limits.js';
import { memberInvitationMail } from '../../mail/member-invitation.js';
import { isBusinessEmail, type UserRole } from '../user/index.js';
import {
  alreadyAdded,
  invitationClosed,
  invitationLimit,
  invitationNotSent,
  MEMBER_MESSAGES,
  resendTooSoon,
} from './member.errors.js';
import type { InvitationDto } from './member.manage.schemas.js';
import * as repo from './member.invitations.repository.js';
import { findAccountByEmail, lockCompany } from './member.people.repository.js';

/** An invitation's link works this long; a resend does not extend it (docs/members.md). */
export const INVITATION_DAYS = 14;
/** A company sends at most this many invitations a minute and a day (500 in a minute: 20 pass). */
export const INVITATIONS_PER_MINUTE = 20;
export const INVITATIONS_PER_DAY = 200;
/** An invitation is mailed again at most once a day. */
export const RESEND_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** The company admin inviting: id, name and company (checked by the routes). */
export interface Inviter {
  id: number;
  companyId: number;
  firstName: string;
  lastName: string;
}

const ADMIN_CLOSED = {
  EXPIRED: 'This invitation has expired. Invite the address again.',
  REVOKED: 'This invitation has already been withdrawn.',
  ACCEPTED: 'This invitation has already been used: the person has registered.',
} as const;

export function toInvitationDto(row: repo.InvitationWithInviter, now: Date): Static<typeof InvitationDto> {
  const state = repo.stateOf(row, now);
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastSentAt: row.lastSentAt.toISOString(),
    sendCount: row.sendCount,
    canResendAt: state === 'OPEN' ? new Date(row.lastSentAt.getTime() + RESEND_INTERVAL_MS).toISOString() : null,
    state,
  };
}

/** Trimmed, lower-cased, a plausible address of at most 254 characters, of a business domain. */
export function invitedAddress(raw: string): string {
  const email = raw.trim().toLowerCase();
  // eslint-disable-next-line no-control-regex
  const control = /[\u0000-\u001f\u007f]/;
  if (
    email === '' ||
    email.length > TEXT_LIMITS.email ||
    control.test(email) ||
    !/^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(email)
  )
    throw validation('email', 'Enter a valid email address, e.g. name@company.com.');
  if (!isBusinessEmail(email))
    throw validation('email', 'Please use a business email address: free-mail addresses cannot be invited.');
  return email;
}

const newToken = () => {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: repo.hashInvitationToken(token) };
};

async function mail(
  deps: AppDeps,
  inviter: Inviter,
  row: { email: string; role: UserRole; expiresAt: Date },
  token: string,
  companyName: string,
) {
  const link = new URL(`/register?invitation=${token}`, deps.publicUrl).toString();
  await deps.mailer.send(
    memberInvitationMail(row.email, {
      inviter: `${inviter.firstName} ${inviter.lastName}`,
      companyName,
      admin: row.role === 'COMPANY_ADMIN',
      link,
      expiresAt: row.expiresAt,
    }),
  );
}

/**
 * Stores the invitation (under the company's lock: the address checks and the rate limits hold
 * even for requests at the same moment), then mails it. When the mail fails the row is removed
 * and the caller told (503 InvitationNotSent): an invitation exists only if it was sent.
 */
export async function invite(
  deps: AppDeps,
  inviter: Inviter,
  body: { email: string; role?: UserRole | undefined },
  companyName: string,
  log: FastifyBaseLogger,
) {
  const email = invitedAddress(body.email);
  const role = body.role ?? 'MEMBER';
  const now = deps.clock.now();
  const { token, tokenHash } = newToken();
  const row = await deps.db.transaction(async (tx) => {
    await lockCompany(tx, inviter.companyId);
    const account = await findAccountByEmail(tx, email);
    const unfinished =
      account &&
      account.cognitoSub === null &&
      (account.emailVerifiedAt === null || account.verificationCodeExpiresAt !== null);
    if (account && !unfinished) {
      if (account.companyId !== inviter.companyId) throw validation('email', MEMBER_MESSAGES.accountElsewhere);
      throw alreadyAdded(
        account.approvalStatus === 'PENDING' ? MEMBER_MESSAGES.alreadyAsked : MEMBER_MESSAGES.alreadyMember,
      );
    }
    const previous = await repo.findUnclosedInvitation(tx, inviter.companyId, email);
    if (previous && previous.expiresAt > now) throw alreadyAdded(MEMBER_MESSAGES.openInvitation);
    if (
      (await repo.countInvitationsSince(tx, inviter.companyId, new Date(now.getTime() - 60_000))) >=
      INVITATIONS_PER_MINUTE
    )
      throw invitationLimit(
        `Your company can send at most ${INVITATIONS_PER_MINUTE} invitations a minute. Please wait a minute and try again.`,
      );
    if ((await repo.countInvitationsSince(tx, inviter.companyId, addDays(now, -1))) >= INVITATIONS_PER_DAY)
      throw invitationLimit(
        `Your company can send at most ${INVITATIONS_PER_DAY} invitations a day. Please try again tomorrow.`,
      );
    // An expired one is closed (it stays EXPIRED) so the address can hold a new open one.
    if (previous) await repo.updateInvitation(tx, previous.id, { revokedAt: now });
    return repo.insertInvitation(tx, {
      companyId: inviter.companyId,
      email,
      role,
      tokenHash,
      invitedByUserId: inviter.id,
      createdAt: now,
      expiresAt: addDays(now, INVITATION_DAYS),
    });
  });
  try {
    await mail(deps, inviter, row, token, companyName);
  } catch (error) {
    log.error({ err: error, invitationId: row.id }, 'member invitation mail failed: invitation removed');
    await repo.deleteInvitation(deps.db, row.id);
    throw invitationNotSent();
  }
  return toInvitationDto({ ...row, invitedBy: `${inviter.firstName} ${inviter.lastName}` }, now);
}

const hoursUntil = (from: Date, to: Date) => Math.max(1, Math.ceil((to.getTime() - from.getTime()) / 3_600_000));

/**
 * Mails an open invitation again with a new link (only the hash of a token is kept, so the old
 * link stops working), at most once a day. When the mail fails the change is undone.
 */
export async function resend(deps: AppDeps, inviter: Inviter, id: number, companyName: string, log: FastifyBaseLogger) {
  const now = deps.clock.now();
  const { token, tokenHash } = newToken();
  const row = await deps.db.transaction(async (tx) => {
    const found = await repo.lockInvitation(tx, inviter.companyId, id);
    if (!found) throw notFound();
    const state = repo.stateOf(found, now);
    if (state !== 'OPEN') throw invitationClosed(state, ADMIN_CLOSED[state], 'id');
    const resendAt = new Date(found.lastSentAt.getTime() + RESEND_INTERVAL_MS);
    if (now < resendAt)
      throw resendTooSoon(
        `An invitation can be resent once a day. You can resend this one in ${hoursUntil(now, resendAt)} hour(s).`,
      );
    await repo.updateInvitation(tx, id, { tokenHash, lastSentAt: now, sendCount: found.sendCount + 1 });
    return found;
  });
  try {
    await mail(deps, inviter, row, token, companyName);
  } catch (error) {
    log.error({ err: error, invitationId: id }, 'member invitation mail failed: resend undone');
    await repo.updateInvitation(deps.db, id, {
      tokenHash: row.tokenHash,
      lastSentAt: row.lastSentAt,
      sendCount: row.sendCount,
    });
    throw invitationNotSent();
  }
  return toInvitationDto({ ...row, tokenHash, lastSentAt: now, sendCount: row.sendCount + 1 }, now);
}

/** Withdraws an open invitation: its link stops working at once. */
export async function revoke(deps: AppDeps, inviter: Inviter, id: number) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await repo.lockInvitation(tx, inviter.companyId, id);
    if (!found) throw notFound();
    const state = repo.stateOf(found, now);
    if (state !== 'OPEN') throw invitationClosed(state, ADMIN_CLOSED[state], 'id');
    await repo.updateInvitation(tx, id, { revokedAt: now, revokedByUserId: inviter.id });
    return toInvitationDto({ ...found, revokedAt: now, revokedByUserId: inviter.id }, now);
  });
}

export async function list(
  deps: AppDeps,
  companyId: number,
  query: { state?: repo.InvitationState | undefined; page?: number | undefined; size?: number | undefined },
) {
  const now = deps.clock.now();
  const page = query.page ?? 0;
  const size = query.size ?? 20;
  const { rows, total } = await repo.listInvitations(deps.db, companyId, query.state, now, {
    size,
    offset: page * size,
  });
  return {
    content: rows.map((r) => toInvitationDto(r, now)),
    page,
    size,
    totalElements: total,
    totalPages: Math.ceil(total / size),
  };
}

/** What the registration page may show of an invitation; 404 for an unknown token. */
export async function preview(deps: AppDeps, token: string) {
  const found = await repo.findByToken(deps.db, token);
  if (!found) throw notFound();
  const { invitation } = found;
  return {
    companyName: found.companyName,
    invitedBy: found.invitedBy,
    email: invitation.email,
    role: invitation.role,
    state: repo.stateOf(invitation, deps.clock.now()),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

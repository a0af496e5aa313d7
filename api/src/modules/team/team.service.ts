import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import { addDays } from '../../dates.js';
import { forbidden, notFound, validation } from '../../errors.js';
import { pageWindow, type PageQuery, toPage } from '../../http/paging.js';
import {
  type BillingDeps,
  canManageTeam,
  findBillingCompany,
  hashToken,
  loadView,
  type SubscriptionRow,
  userAlreadyAdded,
} from '../subscription/index.js';
import { mediaUrl } from '../media/index.js';
import { type UserRow, users } from '../user/index.js';
import type { InviteDto, TeamMemberDto } from './team.schemas.js';
import * as team from './team.repository.js';

/** Invitations last 30 days. */
const INVITE_DAYS = 30;
/** Invitations are mail sent in the platform's name: a team sends at most this many a day. */
export const INVITES_PER_DAY = 20;

/**
 * The caller's own subscription by id, checked for team access: billing admins and company
 * admins manage the team; on Explorer every member may see it (spec §2's billing guard).
 * Another company's subscription answers 404, as if it did not exist.
 */
async function teamAccess(
  deps: BillingDeps,
  user: UserRow,
  subscriptionId: number,
  write: boolean,
): Promise<SubscriptionRow> {
  const view = await loadView(deps, user);
  if (!view.own || view.own.id !== subscriptionId) throw notFound();
  const manager = canManageTeam(view.actor, view.billingAdmin);
  if (!manager && (write || view.own.plan !== 'EXPLORER')) throw forbidden();
  return view.own;
}

const toMember = (row: team.TeamMemberRow, viewerId: number): Static<typeof TeamMemberDto> => ({
  userId: row.userId,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  jobTitle: row.jobTitle,
  pictureUrl: mediaUrl(row.pictureFileId),
  role: row.role,
  billingAdmin: row.billingAdmin,
  active: row.active,
  isViewer: row.userId === viewerId,
});

export async function listTeam(deps: BillingDeps, user: UserRow, subscriptionId: number, query: PageQuery) {
  await teamAccess(deps, user, subscriptionId, false);
  const { page, size, offset } = pageWindow(query);
  const { rows, total } = await team.listTeam(deps.db, subscriptionId, { size, offset });
  return toPage(
    rows.map((r) => toMember(r, user.id)),
    total,
    page,
    size,
  );
}

/** Spec §9/§6: the individual sponsor plan covers one user. */
const INDIVIDUAL_LIMIT = 1;

export async function addMember(deps: BillingDeps, user: UserRow, subscriptionId: number, userId: number) {
  const subscription = await teamAccess(deps, user, subscriptionId, true);
  const [candidate] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.companyId, subscription.companyId),
        eq(users.approvalStatus, 'APPROVED'),
        eq(users.active, true),
      ),
    )
    .limit(1);
  if (!candidate) throw validation('userId', 'This user is not an active member of your company.');
  if (await team.findTeamMember(deps.db, subscriptionId, userId)) throw userAlreadyAdded();
  if (
    subscription.typeCode === 'innovator_sponsor_individual' &&
    (await team.countTeam(deps.db, subscriptionId)) >= INDIVIDUAL_LIMIT
  ) {
    throw validation('userId', 'The individual plan covers one user. Choose a team plan to add members.');
  }
  if (!(await team.addTeamMember(deps.db, subscriptionId, userId))) throw userAlreadyAdded();
  return toMember((await team.findTeamMember(deps.db, subscriptionId, userId)) as team.TeamMemberRow, user.id);
}

const LAST_BILLING_ADMIN = 'A subscription needs at least one billing admin.';

async function existingMember(deps: BillingDeps, subscriptionId: number, userId: number): Promise<team.TeamMemberRow> {
  const member = await team.findTeamMember(deps.db, subscriptionId, userId);
  if (!member) throw notFound();
  return member;
}

export async function setBillingAdmin(
  deps: BillingDeps,
  user: UserRow,
  subscriptionId: number,
  userId: number,
  billingAdmin: boolean,
) {
  await teamAccess(deps, user, subscriptionId, true);
  const member = await existingMember(deps, subscriptionId, userId);
  if (member.billingAdmin && !billingAdmin && (await team.countTeam(deps.db, subscriptionId, true)) <= 1)
    throw validation('billingAdmin', LAST_BILLING_ADMIN);
  await team.setBillingAdmin(deps.db, subscriptionId, userId, billingAdmin);
  return toMember({ ...member, billingAdmin }, user.id);
}

export async function removeMember(
  deps: BillingDeps,
  user: UserRow,
  subscriptionId: number,
  userId: number,
): Promise<void> {
  await teamAccess(deps, user, subscriptionId, true);
  const member = await existingMember(deps, subscriptionId, userId);
  if (member.billingAdmin && (await team.countTeam(deps.db, subscriptionId, true)) <= 1)
    throw validation('userId', LAST_BILLING_ADMIN);
  await team.removeTeamMember(deps.db, subscriptionId, userId);
}

export async function autocomplete(deps: BillingDeps, user: UserRow, subscriptionId: number, searchString: string) {
  const subscription = await teamAccess(deps, user, subscriptionId, true);
  if (searchString.trim() === '') return [];
  return team.teamCandidates(deps.db, subscription.companyId, subscriptionId, searchString);
}

function toInvite(
  row: { email: string; subject: string; text: string; invitedByName: string; createdAt: Date; expiresAt: Date },
  companyName: string,
  now: Date,
): Static<typeof InviteDto> {
  return {
    email: row.email,
    subject: row.subject,
    text: row.text,
    companyName,
    invitedBy: row.invitedByName,
    sentAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
  };
}

/** Spec §7 POST /subscriptions/{id}/team/invites: mails the invitation with a link carrying its token. */
export async function invite(
  deps: BillingDeps,
  user: UserRow,
  subscriptionId: number,
  body: { email: string; subject: string; text: string },
) {
  await teamAccess(deps, user, subscriptionId, true);
  const { actor } = await loadView(deps, user);
  const email = body.email.trim().toLowerCase();
  const subject = body.subject.trim();
  const text = body.text.trim();
  if (subject === '') throw validation('subject', 'subject must not be empty');
  if (text === '') throw validation('text', 'text must not be empty');
  const [existing] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing && (await team.findTeamMember(deps.db, subscriptionId, existing.id))) throw userAlreadyAdded();
  const now = deps.clock.now();
  if ((await team.countInvitesSince(deps.db, subscriptionId, addDays(now, -1))) >= INVITES_PER_DAY) {
    throw validation('email', 'Your team has sent too many invitations today. Please try again tomorrow.');
  }
  const token = randomBytes(32).toString('base64url');
  const row = await team.insertInvite(deps.db, {
    tokenHash: hashToken(token),
    subscriptionId,
    email,
    subject,
    text,
    invitedByUserId: user.id,
    invitedByName: `${user.firstName} ${user.lastName}`,
    createdAt: now,
    expiresAt: addDays(now, INVITE_DAYS),
  });
  const link = new URL(`/register?invite=${token}`, deps.publicUrl).toString();
  await deps.mailer.send({
    to: email,
    subject,
    text: `${text}\n\n${user.firstName} ${user.lastName} invites you to the ${actor.company.name} team on Trialbridge:\n${link}\n\nThe invitation is valid for ${INVITE_DAYS} days.`,
  });
  return toInvite(row, actor.company.name, now);
}

/** Spec §7 GET /subscriptions/{token}/team/invites/contents (public: the invitee has no account yet). */
export async function inviteContents(deps: BillingDeps, token: string) {
  const found = await team.findInvite(deps.db, hashToken(token));
  if (!found) throw notFound();
  const owner = await findBillingCompany(deps.db, found.companyId);
  return toInvite(found.invite, owner?.name ?? '', deps.clock.now());
}

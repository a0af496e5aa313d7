import { and, asc, count, desc, eq, gte, ilike, notExists, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { likePattern } from '../../db/like.js';
import { users } from '../user/index.js';
import { subscriptionMembers, subscriptions } from '../subscription/index.js';
import { teamInvites } from './team.table.js';

const member = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  jobTitle: users.jobTitle,
  role: users.role,
  pictureFileId: users.pictureFileId,
  billingAdmin: subscriptionMembers.billingAdmin,
  active: users.active,
};

export type TeamMemberRow = {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string | null;
  role: 'MEMBER' | 'COMPANY_ADMIN';
  pictureFileId: string | null;
  billingAdmin: boolean;
  active: boolean;
};

export async function listTeam(db: Executor, subscriptionId: number, window: { size: number; offset: number }) {
  const where = eq(subscriptionMembers.subscriptionId, subscriptionId);
  const [rows, [total]] = await Promise.all([
    db
      .select(member)
      .from(subscriptionMembers)
      .innerJoin(users, eq(users.id, subscriptionMembers.userId))
      .where(where)
      .orderBy(desc(subscriptionMembers.billingAdmin), asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(window.size)
      .offset(window.offset),
    db.select({ value: count() }).from(subscriptionMembers).where(where),
  ]);
  return { rows: rows as TeamMemberRow[], total: total?.value ?? 0 };
}

export async function findTeamMember(
  db: Executor,
  subscriptionId: number,
  userId: number,
): Promise<TeamMemberRow | undefined> {
  const [row] = await db
    .select(member)
    .from(subscriptionMembers)
    .innerJoin(users, eq(users.id, subscriptionMembers.userId))
    .where(and(eq(subscriptionMembers.subscriptionId, subscriptionId), eq(subscriptionMembers.userId, userId)))
    .limit(1);
  return row as TeamMemberRow | undefined;
}

export async function countTeam(db: Executor, subscriptionId: number, onlyBillingAdmins = false): Promise<number> {
  const where = onlyBillingAdmins
    ? and(eq(subscriptionMembers.subscriptionId, subscriptionId), eq(subscriptionMembers.billingAdmin, true))
    : eq(subscriptionMembers.subscriptionId, subscriptionId);
  const [row] = await db.select({ value: count() }).from(subscriptionMembers).where(where);
  return row?.value ?? 0;
}

export async function addTeamMember(db: Executor, subscriptionId: number, userId: number): Promise<boolean> {
  const rows = await db
    .insert(subscriptionMembers)
    .values({ subscriptionId, userId, billingAdmin: false })
    .onConflictDoNothing()
    .returning({ userId: subscriptionMembers.userId });
  return rows.length > 0;
}

export async function setBillingAdmin(
  db: Executor,
  subscriptionId: number,
  userId: number,
  billingAdmin: boolean,
): Promise<void> {
  await db
    .update(subscriptionMembers)
    .set({ billingAdmin })
    .where(and(eq(subscriptionMembers.subscriptionId, subscriptionId), eq(subscriptionMembers.userId, userId)));
}

export async function removeTeamMember(db: Executor, subscriptionId: number, userId: number): Promise<void> {
  await db
    .delete(subscriptionMembers)
    .where(and(eq(subscriptionMembers.subscriptionId, subscriptionId), eq(subscriptionMembers.userId, userId)));
}

/** Approved, active users of the company who are not on the team, matching every word of the search. */
export async function teamCandidates(
  db: Executor,
  companyId: number,
  subscriptionId: number,
  searchString: string,
  limit = 10,
) {
  const words = searchString.trim().split(/\s+/).filter(Boolean).slice(0, 5);
  const matches = words.map((word) => {
    const pattern = likePattern(word);
    return or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern));
  });
  const onTeam = db
    .select({ one: subscriptionMembers.userId })
    .from(subscriptionMembers)
    .where(and(eq(subscriptionMembers.subscriptionId, subscriptionId), eq(subscriptionMembers.userId, users.id)));
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      jobTitle: users.jobTitle,
    })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.approvalStatus, 'APPROVED'),
        eq(users.active, true),
        notExists(onTeam),
        ...matches,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName))
    .limit(limit);
}

export async function insertInvite(db: Executor, row: typeof teamInvites.$inferInsert) {
  const [saved] = await db.insert(teamInvites).values(row).returning();
  if (!saved) throw new Error('invite not saved');
  return saved;
}

export async function countInvitesSince(db: Executor, subscriptionId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(teamInvites)
    .where(and(eq(teamInvites.subscriptionId, subscriptionId), gte(teamInvites.createdAt, since)));
  return row?.value ?? 0;
}

/** An invitation by its token's hash, with the company whose team it is. */
export async function findInvite(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ invite: teamInvites, companyId: subscriptions.companyId })
    .from(teamInvites)
    .innerJoin(subscriptions, eq(subscriptions.id, teamInvites.subscriptionId))
    .where(eq(teamInvites.tokenHash, tokenHash))
    .limit(1);
  return row;
}

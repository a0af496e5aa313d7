import { createHash } from 'node:crypto';
import { and, count, desc, eq, gt, gte, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { companies } from '../company/index.js';
import { type UserRole, users } from '../user/index.js';
import { type MemberInvitationRow, memberInvitations as inv } from './member.table.js';

export type InvitationState = 'OPEN' | 'EXPIRED' | 'REVOKED' | 'ACCEPTED';

/** Only the token's SHA-256 is stored: a read of the table hands out no usable link. */
export const hashInvitationToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Where an invitation stands. An expired one closed when the address was invited again keeps
 * its EXPIRED state (it was revoked at or after its expiry, not withdrawn before).
 */
export function stateOf(
  row: Pick<MemberInvitationRow, 'acceptedAt' | 'revokedAt' | 'expiresAt'>,
  now: Date,
): InvitationState {
  if (row.acceptedAt) return 'ACCEPTED';
  if (row.revokedAt) return row.revokedAt < row.expiresAt ? 'REVOKED' : 'EXPIRED';
  return row.expiresAt <= now ? 'EXPIRED' : 'OPEN';
}

function stateCondition(state: InvitationState, now: Date): SQL | undefined {
  switch (state) {
    case 'ACCEPTED':
      return isNotNull(inv.acceptedAt);
    case 'OPEN':
      return and(isNull(inv.acceptedAt), isNull(inv.revokedAt), gt(inv.expiresAt, now));
    case 'REVOKED':
      return and(isNull(inv.acceptedAt), isNotNull(inv.revokedAt), lt(inv.revokedAt, inv.expiresAt));
    case 'EXPIRED':
      return and(
        isNull(inv.acceptedAt),
        or(and(isNull(inv.revokedAt), lte(inv.expiresAt, now)), gte(inv.revokedAt, inv.expiresAt)),
      );
  }
}

export type InvitationWithInviter = MemberInvitationRow & { invitedBy: string | null };

const withInviter = {
  invitation: inv,
  invitedBy: sql<
    string | null
  >`CASE WHEN ${users.id} IS NULL THEN NULL ELSE ${users.firstName} || ' ' || ${users.lastName} END`,
};

const flatten = (r: { invitation: MemberInvitationRow; invitedBy: string | null }): InvitationWithInviter => ({
  ...r.invitation,
  invitedBy: r.invitedBy,
});

/** The company's invitations, newest first, with who sent each. */
export async function listInvitations(
  db: Executor,
  companyId: number,
  state: InvitationState | undefined,
  now: Date,
  window: { size: number; offset: number },
): Promise<{ rows: InvitationWithInviter[]; total: number }> {
  const where = and(eq(inv.companyId, companyId), state ? stateCondition(state, now) : undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select(withInviter)
      .from(inv)
      .leftJoin(users, eq(users.id, inv.invitedByUserId))
      .where(where)
      .orderBy(desc(inv.createdAt), desc(inv.id))
      .limit(window.size)
      .offset(window.offset),
    db.select({ total: count() }).from(inv).where(where),
  ]);
  return { rows: rows.map(flatten), total: Number(counted?.total ?? 0) };
}

/** One invitation of the company, locked until the transaction ends. */
export async function lockInvitation(
  tx: Executor,
  companyId: number,
  id: number,
): Promise<InvitationWithInviter | undefined> {
  const [row] = await tx
    .select(withInviter)
    .from(inv)
    .leftJoin(users, eq(users.id, inv.invitedByUserId))
    .where(and(eq(inv.id, id), eq(inv.companyId, companyId)))
    .limit(1)
    .for('update', { of: inv });
  return row ? flatten(row) : undefined;
}

/** The address's invitation that is neither revoked nor accepted (at most one: a unique index). */
export async function findUnclosedInvitation(tx: Executor, companyId: number, email: string) {
  const [row] = await tx
    .select()
    .from(inv)
    .where(and(eq(inv.companyId, companyId), eq(inv.email, email), isNull(inv.revokedAt), isNull(inv.acceptedAt)))
    .limit(1);
  return row;
}

export async function countInvitationsSince(tx: Executor, companyId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(inv)
    .where(and(eq(inv.companyId, companyId), gt(inv.createdAt, since)));
  return Number(row?.total ?? 0);
}

export async function insertInvitation(
  tx: Executor,
  values: {
    companyId: number;
    email: string;
    role: UserRole;
    tokenHash: string;
    invitedByUserId: number;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<MemberInvitationRow> {
  const [row] = await tx
    .insert(inv)
    .values({ ...values, lastSentAt: values.createdAt })
    .returning();
  if (!row) throw new Error('invitation insert returned nothing');
  return row;
}

export async function updateInvitation(
  tx: Executor,
  id: number,
  change: Partial<
    Pick<MemberInvitationRow, 'tokenHash' | 'lastSentAt' | 'sendCount' | 'revokedAt' | 'revokedByUserId'>
  >,
): Promise<void> {
  await tx.update(inv).set(change).where(eq(inv.id, id));
}

export async function deleteInvitation(db: Executor, id: number): Promise<void> {
  await db.delete(inv).where(eq(inv.id, id));
}

/** The invitation behind a link, with its company's name (the registration page's preview). */
export async function findByToken(db: Executor, token: string, lock = false) {
  const query = db
    .select({ invitation: inv, companyName: companies.name, invitedBy: withInviter.invitedBy })
    .from(inv)
    .innerJoin(companies, eq(companies.id, inv.companyId))
    .leftJoin(users, eq(users.id, inv.invitedByUserId))
    .where(eq(inv.tokenHash, hashInvitationToken(token)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: inv }) : await query;
  return row;
}

export async function markAccepted(tx: Executor, id: number, userId: number, now: Date): Promise<void> {
  await tx.update(inv).set({ acceptedAt: now, acceptedUserId: userId }).where(eq(inv.id, id));
}

/** The invitation a registration was started with (accepted at sign-up by this user). */
export async function findAcceptedBy(db: Executor, userId: number) {
  const [row] = await db
    .select({ companyId: inv.companyId, role: inv.role, companyName: companies.name })
    .from(inv)
    .innerJoin(companies, eq(companies.id, inv.companyId))
    .where(eq(inv.acceptedUserId, userId))
    .limit(1);
  return row;
}

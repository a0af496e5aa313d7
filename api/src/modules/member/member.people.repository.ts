import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { companies } from '../company/index.js';
import { type UserRole, users } from '../user/index.js';

/**
 * A member of the company, as its admins manage them: approved (join requests are listed apart)
 * and past sign-up (an invited person is placed at sign-up but is a member only once they chose a
 * password). Demo people have no identity yet but a verified email and no pending code.
 */
export const isMemberOf = (companyId: number): SQL =>
  and(
    eq(users.companyId, companyId),
    eq(users.approvalStatus, 'APPROVED'),
    sql`(${users.cognitoSub} IS NOT NULL OR (${users.emailVerifiedAt} IS NOT NULL AND ${users.verificationCodeExpiresAt} IS NULL))`,
  ) as SQL;

export const memberColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  jobTitle: users.jobTitle,
  pictureFileId: users.pictureFileId,
  role: users.role,
  active: users.active,
  masked: users.masked,
  lastActiveAt: users.lastActiveAt,
  createdAt: users.createdAt,
  deactivatedAt: users.deactivatedAt,
};

export type MemberRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string | null;
  pictureFileId: string | null;
  role: UserRole;
  active: boolean;
  masked: boolean;
  lastActiveAt: Date | null;
  createdAt: Date;
  deactivatedAt: Date | null;
};

export interface MemberFilter {
  words: string[];
  role?: UserRole | undefined;
  active?: boolean | undefined;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditionsOf(companyId: number, filter: MemberFilter): SQL {
  const conditions: (SQL | undefined)[] = [isMemberOf(companyId)];
  // One text per row for every word (a word has no space, so it cannot match across two fields).
  const text = sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;
  for (const word of filter.words) conditions.push(ilike(text, `%${escapeLike(word)}%`));
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.active !== undefined) conditions.push(eq(users.active, filter.active));
  return and(...conditions) as SQL;
}

/** A page of the company's members by last name, first name, id (users_company_name_idx), and how many match. */
export async function listMembers(
  db: Executor,
  companyId: number,
  filter: MemberFilter,
  window: { size: number; offset: number },
): Promise<{ rows: MemberRow[]; total: number }> {
  const where = conditionsOf(companyId, filter);
  const order = [asc(users.lastName), asc(users.firstName), asc(users.id)];
  if (filter.words.length > 0) {
    // A search reads every member's names once: the count comes with the page (one scan, not two).
    const rows = await db
      .select({ ...memberColumns, total: sql<number>`count(*) OVER ()` })
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(window.size)
      .offset(window.offset);
    const total = rows[0] ? Number(rows[0].total) : window.offset === 0 ? 0 : await countMembers(db, where);
    return { rows: rows.map(({ total: _total, ...row }) => row), total };
  }
  // Without words the page walks users_company_name_idx and stops after it: counted apart.
  const [rows, total] = await Promise.all([
    db
      .select(memberColumns)
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(window.size)
      .offset(window.offset),
    countMembers(db, where),
  ]);
  return { rows, total };
}

async function countMembers(db: Executor, where: SQL): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  return Number(counted?.total ?? 0);
}

export async function findMember(db: Executor, companyId: number, userId: number): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.id, userId), isMemberOf(companyId)))
    .limit(1);
  return row;
}

/** Active company admins of the company: it must always keep one. */
export async function countActiveAdmins(db: Executor, companyId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(isMemberOf(companyId), eq(users.role, 'COMPANY_ADMIN'), eq(users.active, true)));
  return Number(row?.total ?? 0);
}

/**
 * Locks the company row until the transaction ends: changes that could remove its last active
 * admin (a demotion, a deactivation) run one after another per company, so two admins demoting
 * each other at the same moment cannot both pass the count.
 */
export async function lockCompany(tx: Executor, companyId: number): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

export async function updateMember(
  tx: Executor,
  userId: number,
  change: Partial<{ role: UserRole; active: boolean; deactivatedAt: Date | null }>,
): Promise<void> {
  await tx.update(users).set(change).where(eq(users.id, userId));
}

/** The account behind an address, if any (anywhere on the platform). */
export async function findAccountByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      companyId: users.companyId,
      approvalStatus: users.approvalStatus,
      cognitoSub: users.cognitoSub,
      emailVerifiedAt: users.emailVerifiedAt,
      verificationCodeExpiresAt: users.verificationCodeExpiresAt,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

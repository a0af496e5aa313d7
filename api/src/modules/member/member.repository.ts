import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { subscriptionMembers, subscriptions } from '../subscription/index.js';
import { selectUserDtos, toUserDto, type UserDto, type UserRow, users } from '../user/index.js';

export interface JoinRequestDto {
  user: UserDto;
  /** When the person finished sign-up and asked to join. */
  requestedAt: Date;
}

/** A join request: a PENDING member of the company who finished sign-up (set-password). */
const isJoinRequestOf = (companyId: number) =>
  and(eq(users.companyId, companyId), eq(users.approvalStatus, 'PENDING'), isNotNull(users.approvalRequestedAt));

/** The company's join requests, oldest first. */
export async function listJoinRequests(db: Executor, companyId: number): Promise<JoinRequestDto[]> {
  const rows = await selectUserDtos(db)
    .where(isJoinRequestOf(companyId))
    .orderBy(asc(users.approvalRequestedAt), asc(users.id));
  return rows.map((row) => ({ user: toUserDto(row), requestedAt: row.user.approvalRequestedAt ?? row.user.createdAt }));
}

/** The request, locked until the transaction ends (two admins deciding at once: one wins). */
export async function lockJoinRequest(tx: Executor, companyId: number, userId: number): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isJoinRequestOf(companyId)))
    .limit(1)
    .for('update');
  return row;
}

/** The person becomes a member (and of the company's subscription team, without billing rights). */
export async function approveJoinRequest(tx: Executor, user: UserRow & { companyId: number }): Promise<void> {
  await tx.update(users).set({ approvalStatus: 'APPROVED' }).where(eq(users.id, user.id));
  await joinSubscriptionTeam(tx, user.id, user.companyId);
}

/** A new member joins the company's subscription team, if it has one, without billing rights. */
export async function joinSubscriptionTeam(tx: Executor, userId: number, companyId: number): Promise<void> {
  const [subscription] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId))
    .limit(1);
  if (subscription) {
    await tx
      .insert(subscriptionMembers)
      .values({ subscriptionId: subscription.id, userId, billingAdmin: false })
      .onConflictDoNothing();
  }
}

/** Who is told about a join request: the company's active, approved admins who accept mail. */
export async function findCompanyAdmins(
  db: Executor,
  companyId: number,
): Promise<Pick<UserRow, 'email' | 'firstName'>[]> {
  return db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.role, 'COMPANY_ADMIN'),
        eq(users.approvalStatus, 'APPROVED'),
        eq(users.active, true),
        isNull(users.emailUnsubscribedAt),
      ),
    )
    .orderBy(asc(users.id));
}

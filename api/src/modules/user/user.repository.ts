import { and, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { VerifiedToken } from '../../auth/token-verifier.js';
import type { Executor } from '../../db/database.js';
import { companies, companyRoles } from '../company/index.js';
import { mediaFiles, mediaUrl } from '../media/index.js';
import type { UserDto } from './user.schemas.js';
import { userSignInMethods } from './sign-in-method.table.js';
import { type UserRow, users } from './user.table.js';

/** The user columns plus the company and its role: everything a UserDto needs in one query. */
export function selectUserDtos(db: Executor) {
  return db
    .select({
      user: users,
      company: { id: companies.id, name: companies.name, active: companies.active, alias: companies.alias },
      role: { id: companyRoles.id, name: companyRoles.name, type: companyRoles.type },
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(companyRoles, eq(companyRoles.id, companies.roleId));
}

type UserDtoRow = Awaited<ReturnType<ReturnType<typeof selectUserDtos>['execute']>>[number];

export function toUserDto({ user, company, role }: UserDtoRow): UserDto {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    active: user.active,
    email: user.email,
    phone: user.phone,
    linkedin: user.linkedin,
    pictureUrl: mediaUrl(user.pictureFileId),
    role: user.role,
    company: company && role ? { ...company, role } : null,
    companyId: user.companyId,
    city: user.city,
    jobTitle: user.jobTitle,
    country: user.country,
    state: user.state,
    isNeedResetPassword: user.isNeedResetPassword,
    masked: user.masked,
  };
}

export async function findUserDto(db: Executor, id: number): Promise<UserDto | undefined> {
  const [row] = await selectUserDtos(db).where(eq(users.id, id)).limit(1);
  return row ? toUserDto(row) : undefined;
}

export async function findUser(db: Executor, where: SQL): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(where).limit(1);
  return row;
}

export const findUserByEmail = (db: Executor, email: string) =>
  findUser(db, eq(users.email, email.trim().toLowerCase()));

/** Links an identity to a user created before it (only if that user has no identity yet). */
export async function linkIdentity(db: Executor, userId: number, sub: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ cognitoSub: sub })
    .where(and(eq(users.id, userId), isNull(users.cognitoSub)))
    .returning();
  return row;
}

/** Records activity at most once a minute per user (the condition makes concurrent requests cheap no-ops). */
export async function touchLastActive(db: Executor, userId: number, now: Date): Promise<void> {
  const minuteAgo = new Date(now.getTime() - 60_000);
  await db
    .update(users)
    // Activity is not a profile change: keep updated_at as it was.
    .set({ lastActiveAt: now, updatedAt: sql`${users.updatedAt}` })
    .where(and(eq(users.id, userId), or(isNull(users.lastActiveAt), lt(users.lastActiveAt, minuteAgo))));
}

export type ProfilePatch = Partial<
  Pick<UserRow, 'firstName' | 'lastName' | 'jobTitle' | 'phone' | 'linkedin' | 'city' | 'state' | 'country' | 'masked'>
>;

export async function updateProfile(db: Executor, userId: number, patch: ProfilePatch): Promise<void> {
  await db.update(users).set(patch).where(eq(users.id, userId));
}

export async function findLastActive(db: Executor, userId: number): Promise<Date | null> {
  const [row] = await db.select({ lastActiveAt: users.lastActiveAt }).from(users).where(eq(users.id, userId));
  return row?.lastActiveAt ?? null;
}

/** False when the user does not exist. Keeps the first unsubscribe time. */
export async function markUnsubscribed(db: Executor, userId: number, now: Date): Promise<boolean> {
  const [row] = await db.select({ at: users.emailUnsubscribedAt }).from(users).where(eq(users.id, userId));
  if (!row) return false;
  if (!row.at) await db.update(users).set({ emailUnsubscribedAt: now }).where(eq(users.id, userId));
  return true;
}

/** Deletes a user who never got going (a declined join request, an abandoned sign-up), and their picture. */
export async function deleteUser(tx: Executor, userId: number): Promise<void> {
  const [deleted] = await tx
    .delete(users)
    .where(eq(users.id, userId))
    .returning({ pictureFileId: users.pictureFileId });
  if (deleted?.pictureFileId) await tx.delete(mediaFiles).where(eq(mediaFiles.id, deleted.pictureFileId));
}

/**
 * The users row of a token's holder, if they have one (an admin-group member acting for the access
 * logs; the demo's admin has none): by the token's subject, else by its verified e-mail.
 */
export async function userIdOfToken(
  db: Executor,
  token: Pick<VerifiedToken, 'sub' | 'email' | 'emailVerified' | 'federated'>,
): Promise<number | null> {
  const [bySub] = await db.select({ id: users.id }).from(users).where(eq(users.cognitoSub, token.sub)).limit(1);
  if (bySub) return bySub.id;
  if (token.federated) {
    const [linked] = await db
      .select({ id: userSignInMethods.userId })
      .from(userSignInMethods)
      .where(eq(userSignInMethods.identitySub, token.sub))
      .limit(1);
    return linked?.id ?? null;
  }
  if (!token.email || !token.emailVerified) return null;
  return (await findUserByEmail(db, token.email))?.id ?? null;
}

/**
 * A password sign-in proves the person knows their password: an account registered through a
 * provider counts it as a way in from then on (after a password reset, typically).
 */
export async function markPasswordSignIn(db: Executor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ passwordSignIn: true, updatedAt: sql`${users.updatedAt}` })
    .where(and(eq(users.id, userId), eq(users.passwordSignIn, false)));
}

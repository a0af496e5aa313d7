import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { preparedQuery } from '../db/prepared.js';
import { companyInactive, membershipPending, notFound, userDisabled, validation } from '../errors.js';
import { companies } from '../modules/company/company.table.js';
import { sessionIdOf } from '../modules/session/session.repository.js';
import { type SessionRow, sessions } from '../modules/session/session.table.js';
import { findUser, linkIdentity } from '../modules/user/user.repository.js';
import { type UserRow, users } from '../modules/user/user.table.js';
import type { VerifiedToken } from './token-verifier.js';

export const IMPERSONATION_HEADER = 'x-impersonated-user-id';

/** Who is calling: the verified token, and the user the request acts as. */
export interface Caller {
  token: VerifiedToken;
  /** Member of the admin group (COGNITO_ADMIN_GROUP). */
  isAdmin: boolean;
  /** The acting user: the token's own user, or the impersonation target. Null for admins acting as themselves. */
  user: UserRow | null;
  /** Whether the acting user's company is active (true when there is no company). */
  companyActive: boolean;
  impersonating: boolean;
  /** Set when the call is made with a company's partner API key (docs/api-keys.md): its id and scope. */
  apiKey: { id: string; scope: 'READ_ONLY' | 'READ_WRITE' } | null;
}

/** A user with their company's active flag, read in one query (it runs on every request). */
export interface ActingUser {
  user: UserRow;
  companyActive: boolean;
}

async function findActingUser(db: Db, where: SQL | undefined): Promise<ActingUser | undefined> {
  const [row] = await db
    .select({ user: users, companyActive: companies.active })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .limit(1);
  return row ? actingUser(row) : undefined;
}

// No company (a pending signup) counts as active: the other rules decide.
const actingUser = (row: { user: UserRow; companyActive: boolean | null }): ActingUser => ({
  user: row.user,
  companyActive: row.companyActive ?? true,
});

/** findActingUser by token subject, prepared: it runs on every signed-in call. */
const actingUserBySub = preparedQuery((db) =>
  db
    .select({ user: users, companyActive: companies.active })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.cognitoSub, sql.placeholder('sub')))
    .limit(1)
    .prepare('acting_user_by_sub'),
);

/**
 * The session a browser's call names and the token's own user, in one query: both are read on
 * every call the bff makes for a browser, and on PGlite each query costs more than the rest of a
 * simple route (the session's own lookup added about a third to GET /v1/users/{id}).
 */
const sessionAndUserBySub = preparedQuery((db) =>
  db
    .select({ session: sessions, user: users, companyActive: companies.active })
    .from(sessions)
    .leftJoin(users, eq(users.cognitoSub, sql.placeholder('sub')))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_and_user_by_sub'),
);

/**
 * The stored session named by `secret` (undefined when there is none) and, when it exists, the
 * token's own user if one is linked to its sub (undefined otherwise: resolveCaller looks further).
 */
export async function findSessionAndTokenUser(
  db: Db,
  secret: string,
  token: VerifiedToken,
): Promise<{ session: SessionRow | undefined; user: ActingUser | undefined }> {
  const [row] = await sessionAndUserBySub(db).execute({ id: sessionIdOf(secret), sub: token.sub });
  if (!row) return { session: undefined, user: undefined };
  return {
    session: row.session,
    user: row.user ? actingUser({ user: row.user, companyActive: row.companyActive }) : undefined,
  };
}

/** The token's own user: by sub, else (once) by its verified email, which links the two. */
async function findTokenUser(db: Db, token: VerifiedToken): Promise<ActingUser | undefined> {
  const [row] = await actingUserBySub(db).execute({ sub: token.sub });
  if (row) return actingUser(row);
  if (!token.email || !token.emailVerified) return undefined;
  const byEmail = await findUser(
    db,
    and(eq(users.email, token.email), isNull(users.cognitoSub)) ?? eq(users.email, token.email),
  );
  const linked = byEmail ? await linkIdentity(db, byEmail.id, token.sub) : undefined;
  return linked ? findActingUser(db, eq(users.id, linked.id)) : undefined;
}

export function parseImpersonationTarget(raw: string | string[] | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value.trim())) {
    throw validation('X-Impersonated-User-Id', 'X-Impersonated-User-Id must be a user id');
  }
  return Number(value.trim());
}

export async function resolveCaller(
  db: Db,
  token: VerifiedToken,
  adminGroup: string,
  targetId: number | undefined,
  /** The token's own user when already read (findSessionAndTokenUser), so it is not read twice. */
  tokenUser?: ActingUser,
): Promise<Caller> {
  const isAdmin = token.groups.includes(adminGroup);
  let acting: ActingUser | undefined;
  if (targetId !== undefined) {
    acting = await findActingUser(db, eq(users.id, targetId));
    if (!acting) throw notFound();
  } else {
    acting = tokenUser ?? (await findTokenUser(db, token));
  }
  return {
    token,
    isAdmin,
    user: acting?.user ?? null,
    companyActive: acting?.companyActive ?? true,
    impersonating: targetId !== undefined,
    apiKey: null,
  };
}

/**
 * The rules that lock a user out of every route: disabled user (112), inactive company, pending
 * membership. `allowInactive` routes (reading one's own profile) let disabled users and users of
 * inactive companies through so the caller can see `active: false` and sign them out; a pending
 * membership is refused everywhere because nothing in a UserDto would reveal it.
 */
export function assertCanAct(caller: Caller, options: { allowInactive: boolean }): void {
  const user = caller.user;
  if (!user) return;
  if (!options.allowInactive) {
    if (!user.active) throw userDisabled();
    if (!caller.companyActive) throw companyInactive();
  }
  if (user.approvalStatus === 'PENDING') throw membershipPending();
}

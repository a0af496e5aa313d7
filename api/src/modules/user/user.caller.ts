import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type ActingUser, type Caller, IMPERSONATION_HEADER, parseImpersonationTarget } from '../../auth/caller.js';
import type { VerifiedToken } from '../../auth/token-verifier.js';
import type { Db } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared.js';
import { notFound } from '../../errors.js';
import type { ApiInstance } from '../../http/types.js';
import { companies } from '../company/index.js';
import { assertCanAct } from './user.access.js';
import { findUser, linkIdentity } from './user.repository.js';
import { userSignInMethods } from './sign-in-method.table.js';
import { type UserRow, users } from './user.table.js';

declare module '../../auth/caller.js' {
  /** A caller's user is a whole users row. */
  interface CallerUser extends UserRow {}
}

/** The row of a users-with-company query as an ActingUser. No company (a pending signup) counts as active: the other rules decide. */
export const actingUser = (row: { user: UserRow; companyActive: boolean | null }): ActingUser => ({
  user: row.user,
  companyActive: row.companyActive ?? true,
});

async function findActingUser(db: Db, where: SQL | undefined): Promise<ActingUser | undefined> {
  const [row] = await db
    .select({ user: users, companyActive: companies.active })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .limit(1);
  return row ? actingUser(row) : undefined;
}

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

/** The user a linked provider identity's tokens act as (sign-in-method.table.ts). */
const actingUserByIdentitySub = preparedQuery((db) =>
  db
    .select({ user: users, companyActive: companies.active })
    .from(userSignInMethods)
    .innerJoin(users, eq(users.id, userSignInMethods.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(userSignInMethods.identitySub, sql.placeholder('sub')))
    .limit(1)
    .prepare('acting_user_by_identity_sub'),
);

/**
 * The token's own user: by sub, else a linked provider identity's user, else (once, password
 * users only) by its verified email, which links the two. A provider's token never links by
 * email: the person confirms with their password first (docs/social-sign-in.md).
 */
async function findTokenUser(db: Db, token: VerifiedToken): Promise<ActingUser | undefined> {
  const [row] = await actingUserBySub(db).execute({ sub: token.sub });
  if (row) return actingUser(row);
  if (token.federated) {
    const [linked] = await actingUserByIdentitySub(db).execute({ sub: token.sub });
    return linked ? actingUser(linked) : undefined;
  }
  if (!token.email || !token.emailVerified) return undefined;
  const byEmail = await findUser(
    db,
    and(eq(users.email, token.email), isNull(users.cognitoSub)) ?? eq(users.email, token.email),
  );
  const linked = byEmail ? await linkIdentity(db, byEmail.id, token.sub) : undefined;
  return linked ? findActingUser(db, eq(users.id, linked.id)) : undefined;
}

/**
 * Who a call acts as: the impersonation target (404 when there is none), else the token's own
 * user (`known` when the session check already read it, so it is not read twice).
 */
export async function resolveActingUser(
  db: Db,
  token: VerifiedToken,
  targetId: number | undefined,
  known?: ActingUser,
): Promise<ActingUser | undefined> {
  if (targetId === undefined) return known ?? (await findTokenUser(db, token));
  const acting = await findActingUser(db, eq(users.id, targetId));
  if (!acting) throw notFound();
  return acting;
}

/**
 * The caller of a public route that answers signed-out callers too but personalises for users
 * (search: partner inclusion, compare and edit flags). The auth hook does not resolve callers on
 * public routes, so this does, with the same rules: an invalid token counts as signed out, an
 * admin without an impersonation target too; a disabled user or inactive company is refused.
 */
export async function optionalCaller(app: ApiInstance, request: FastifyRequest): Promise<Caller | null> {
  if (request.caller) return request.caller;
  const raw = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!raw) return null;
  let token;
  try {
    token = await app.deps.verifier.verify(raw);
  } catch {
    return null;
  }
  const isAdmin = token.groups.includes(app.deps.adminGroup);
  // Non-admins sending the header were already refused (and audited) by the auth hook.
  const target = isAdmin ? parseImpersonationTarget(request.headers[IMPERSONATION_HEADER]) : undefined;
  const acting = await resolveActingUser(app.deps.db, token, target);
  const caller: Caller = {
    token,
    isAdmin,
    user: acting?.user ?? null,
    companyActive: acting?.companyActive ?? true,
    impersonating: target !== undefined,
    apiKey: null,
  };
  if (!caller.user) return null;
  assertCanAct(caller, { allowInactive: false });
  request.caller = caller;
  return caller;
}

import { eq, sql } from 'drizzle-orm';
import type { ActingUser } from '../../auth/caller.js';
import type { ModuleAuth } from '../../auth/module-auth.js';
import type { VerifiedToken } from '../../auth/token-verifier.js';
import type { Db } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared.js';
import { companies } from '../company/index.js';
import { actingUser, users } from '../user/index.js';
import { acceptSession, checkSession, sessionSecretOf } from './session.check.js';
import { sessionIdOf } from './session.repository.js';
import { type SessionRow, sessions } from './session.table.js';

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
 * token's own user if one is linked to its sub (undefined otherwise: the user module looks further).
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

/**
 * A call that names a session must name an open one of its token's identity. A browser's call
 * that acts as its own user reads the session and the user in one query; admin routes and
 * impersonation read them apart, as partners' calls (no session) read only the user.
 */
export const sessionAuth: ModuleAuth = {
  checkCall: async ({ app, request, reply, token, mode, impersonating }) => {
    const secret = sessionSecretOf(request);
    if (secret === undefined) return undefined;
    if (mode !== 'admin' && !impersonating) {
      const found = await findSessionAndTokenUser(app.deps.db, secret, token);
      await acceptSession(app, request, reply, found.session, token.sub);
      return found.user;
    }
    await checkSession(app, request, reply, token.sub);
    return undefined;
  },
};

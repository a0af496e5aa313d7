import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { IMPERSONATION_HEADER, parseImpersonationTarget } from '../../auth/caller.js';
import type { VerifiedToken } from '../../auth/token-verifier.js';
import type { Db } from '../../db/database.js';
import { forbidden } from '../../errors.js';
import { users } from '../user/index.js';

/** Who an access-log entry names: the user acted as, their company, and the admin behind them while impersonating. */
export interface EvidenceActor {
  userId: number | null;
  actorCompanyId: number | null;
  impersonatorId: number | null;
  /** The admin-group member's sign-in e-mail when the admin group acts. */
  adminEmail: string | null;
}

/**
 * The users row of an admin-group member, if they have one (the demo's admin has none): by the
 * token's subject, else by its verified e-mail, as the document module finds it.
 */
async function adminUserId(db: Db, token: VerifiedToken): Promise<number | null> {
  const [bySub] = await db.select({ id: users.id }).from(users).where(eq(users.cognitoSub, token.sub)).limit(1);
  if (bySub) return bySub.id;
  if (!token.email || !token.emailVerified) return null;
  const [byEmail] = await db.select({ id: users.id }).from(users).where(eq(users.email, token.email)).limit(1);
  return byEmail?.id ?? null;
}

/** A company admin of their own company (the user acted as, while impersonating). */
export async function companyAdminActor(
  db: Db,
  request: FastifyRequest,
): Promise<EvidenceActor & { companyId: number }> {
  const caller = request.caller;
  const user = caller?.user;
  if (!caller || !user || user.role !== 'COMPANY_ADMIN' || user.companyId === null) throw forbidden();
  return {
    companyId: user.companyId,
    userId: user.id,
    actorCompanyId: user.companyId,
    impersonatorId: caller.impersonating ? await adminUserId(db, caller.token) : null,
    adminEmail: caller.impersonating ? (caller.token.email ?? null) : null,
  };
}

/**
 * A member of the admin group (routes declared 'admin'): as themselves (their users row, if any),
 * or, while they impersonate, as the target with themselves as the impersonator.
 */
export async function adminGroupActor(db: Db, request: FastifyRequest): Promise<EvidenceActor> {
  const token = request.token;
  if (!token) throw forbidden();
  const own = await adminUserId(db, token);
  const target = parseImpersonationTarget(request.headers[IMPERSONATION_HEADER]);
  const adminEmail = token.email ?? null;
  if (target === undefined) return { userId: own, actorCompanyId: null, impersonatorId: null, adminEmail };
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, target)).limit(1);
  return { userId: row?.id ?? null, actorCompanyId: null, impersonatorId: own, adminEmail };
}

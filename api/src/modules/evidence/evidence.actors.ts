import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { IMPERSONATION_HEADER, parseImpersonationTarget } from '../../auth/caller.js';
import type { Db } from '../../db/database.js';
import { forbidden } from '../../errors.js';
import { userIdOfToken, users } from '../user/index.js';

/** Who an access-log entry names: the user acted as, their company, and the admin behind them while impersonating. */
export interface EvidenceActor {
  userId: number | null;
  actorCompanyId: number | null;
  impersonatorId: number | null;
  /** The admin-group member's sign-in e-mail when the admin group acts. */
  adminEmail: string | null;
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
    impersonatorId: caller.impersonating ? await userIdOfToken(db, caller.token) : null,
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
  const own = await userIdOfToken(db, token);
  const target = parseImpersonationTarget(request.headers[IMPERSONATION_HEADER]);
  const adminEmail = token.email ?? null;
  if (target === undefined) return { userId: own, actorCompanyId: null, impersonatorId: null, adminEmail };
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, target)).limit(1);
  return { userId: row?.id ?? null, actorCompanyId: null, impersonatorId: own, adminEmail };
}

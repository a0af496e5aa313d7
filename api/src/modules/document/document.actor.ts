import type { FastifyRequest } from 'fastify';
import { requireCaller } from '../../auth/auth.hooks.js';
import { IMPERSONATION_HEADER } from '../../auth/caller.js';
import type { Executor } from '../../db/database.js';
import { forbidden } from '../../errors.js';
import { userIdOfToken } from '../user/index.js';

/** Who acts on documents: the acting user, their company, and the admin behind them when impersonating. */
export interface Actor {
  userId: number | null;
  companyId: number | null;
  companyAdmin: boolean;
  isAdmin: boolean;
  impersonating: boolean;
  /** The admin-group member's own user row, when they have one (the access log names them). */
  impersonatorId: number | null;
  /** The admin-group member's sign-in e-mail, when the admin group acts (as themselves or as someone). */
  adminEmail: string | null;
}

export async function actorOf(db: Executor, request: FastifyRequest): Promise<Actor> {
  const caller = requireCaller(request);
  const user = caller.user as (typeof caller.user & { role?: string }) | null;
  const impersonating = caller.impersonating || request.headers[IMPERSONATION_HEADER] !== undefined;
  return {
    userId: user?.id ?? null,
    companyId: user?.companyId ?? null,
    companyAdmin: user?.role === 'COMPANY_ADMIN',
    isAdmin: caller.isAdmin,
    impersonating,
    impersonatorId: impersonating || (caller.isAdmin && !user) ? await userIdOfToken(db, caller.token) : null,
    adminEmail: impersonating || caller.isAdmin ? (caller.token.email ?? null) : null,
  };
}

/** A member of a company acting as themselves (documents are blocked while impersonating, spec §6). */
export interface Member extends Actor {
  userId: number;
  companyId: number;
}

export async function memberOf(db: Executor, request: FastifyRequest): Promise<Member> {
  const actor = await actorOf(db, request);
  if (actor.impersonating || actor.userId === null || actor.companyId === null) throw forbidden();
  return actor as Member;
}

/** The access log's "who" of an actor. */
export const logActor = (actor: Actor) => ({
  userId: actor.userId,
  actorCompanyId: actor.companyId,
  impersonatorId: actor.impersonating ? actor.impersonatorId : null,
  adminEmail: actor.impersonating ? actor.adminEmail : null,
});

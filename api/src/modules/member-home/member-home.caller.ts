import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/auth.hooks.js';
import { forbidden } from '../../errors.js';

/** The caller as the member's home reads for them: a user of a company. */
export interface HomeCaller {
  userId: number;
  companyId: number;
  impersonating: boolean;
}

/** The caller; a user without a company (an unfinished signup) has no home (403). */
export function homeCaller(request: FastifyRequest): HomeCaller {
  const caller = requireUser(request);
  if (caller.user.companyId === null) throw forbidden();
  return { userId: caller.user.id, companyId: caller.user.companyId, impersonating: caller.impersonating };
}

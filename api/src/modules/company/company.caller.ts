import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/auth.hooks.js';
import {
  assertCanAct,
  type Caller,
  IMPERSONATION_HEADER,
  parseImpersonationTarget,
  resolveCaller,
} from '../../auth/caller.js';
import type { ApiInstance } from '../../http/types.js';
import type { CompanyViewer } from './company.dto.js';

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
  const caller = await resolveCaller(app.deps.db, token, app.deps.adminGroup, target);
  if (!caller.user) return null;
  assertCanAct(caller, { allowInactive: false });
  request.caller = caller;
  return caller;
}

/** The viewer of a route declared `auth: 'user'` (the acting user: own or impersonated). */
export function requireViewer(request: FastifyRequest): CompanyViewer {
  const { user } = requireUser(request);
  return { userId: user.id, companyId: user.companyId, role: user.role };
}

import type { GraphQLContext } from '../context.js';
import { AppError, forbidden, impersonationRequired, MESSAGES, unauthenticated } from '../errors/error.codes.js';
import { catalogueEntry } from '../errors/error.catalogue.js';
import { upstreamUnavailable } from '../errors/upstream.errors.js';
import type { ApiSchema } from '../rest/rest.contract.js';
import type { Caller } from '../session/request.session.js';
import type { PermissionSubject } from './permissions.js';

/** The signed-in caller, or UNAUTHENTICATED (UPSTREAM_UNAVAILABLE while identity is away). */
export function requireCaller(ctx: GraphQLContext): Caller {
  const caller = ctx.session.caller;
  if (caller) return caller;
  if (ctx.session.unavailable) throw upstreamUnavailable('IdentityUnavailable');
  throw unauthenticated();
}

/** A member of the admin group, impersonating or not. */
export function requireAdmin(ctx: GraphQLContext): Caller {
  const caller = requireCaller(ctx);
  if (!caller.isAdmin) throw forbidden();
  return caller;
}

/**
 * Spec §4/§6: inactive users and users of inactive companies cannot stay signed in. The session
 * ends (cookies cleared) and the error tells the client why.
 */
export function assertActive(ctx: GraphQLContext, user: ApiSchema<'UserDto'>): void {
  if (!user.active) {
    ctx.session.end();
    throw new AppError('USER_INACTIVE', catalogueEntry(112).message, { upstreamCode: 112 });
  }
  if (user.company && !user.company.active) {
    ctx.session.end();
    throw new AppError('COMPANY_INACTIVE', MESSAGES.companyInactive, { upstreamCode: 'CompanyInactive' });
  }
}

/**
 * What the permission rules read of the acting user, without a call when it is already vouched
 * for. A cookie session keeps their role (SessionData.actingRole): the api then vouches for the
 * session and refuses inactive users on the resolver's own call, and an answer it never vouched
 * for is withheld (session.plugin.ts). A bearer or API-key caller acting as themselves, where the role does
 * not matter (`anyRole`: a rule every role passes), is checked the same way afterwards: the api
 * refuses inactive users on the resolver's own calls and says it accepted an active one
 * (`x-caller-active`); an answer without that is checked by loading the user before it is sent.
 * Otherwise (a role-bound rule, impersonation, a role not read yet) the user is loaded first.
 */
export async function requireActingSubject(
  ctx: GraphQLContext,
  options: { anyRole: boolean } = { anyRole: true },
): Promise<{ caller: Caller; subject: PermissionSubject }> {
  const caller = requireCaller(ctx);
  if (caller.isAdmin && caller.impersonatedUserId === null) throw impersonationRequired();
  const role = ctx.session.data?.actingRole;
  if (role) return { caller, subject: { role, active: true, company: null } };
  if (options.anyRole && caller.source !== 'cookie' && !caller.isAdmin && caller.impersonatedUserId === null) {
    ctx.session.deferCallerCheck();
    return { caller, subject: { role: 'MEMBER', active: true, company: null } };
  }
  const { user } = await requireMember(ctx);
  return { caller, subject: user };
}

/**
 * An active user of an active company acting through this session: the caller's own user, or
 * the impersonation target. An admin without a target gets IMPERSONATION_REQUIRED.
 */
export async function requireMember(ctx: GraphQLContext): Promise<{ caller: Caller; user: ApiSchema<'UserDto'> }> {
  const caller = requireCaller(ctx);
  if (caller.isAdmin && caller.impersonatedUserId === null) throw impersonationRequired();
  const user = await ctx.loaders.actingUser();
  if (!user) throw impersonationRequired();
  assertActive(ctx, user);
  return { caller, user };
}

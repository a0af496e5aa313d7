import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, forbidden, unauthenticated } from '../errors.js';
import type { ApiInstance } from '../http/types.js';
import { authenticateApiKey, isApiKey } from '../modules/api-keys/api-keys.auth.js';
import { recordImpersonation } from '../modules/impersonation/audit.repository.js';
import { acceptSession, checkSession, sessionSecretOf } from '../modules/session/session.check.js';
import { touchLastActive } from '../modules/user/user.repository.js';
import {
  type ActingUser,
  assertCanAct,
  type Caller,
  findSessionAndTokenUser,
  IMPERSONATION_HEADER,
  parseImpersonationTarget,
  resolveCaller,
} from './caller.js';
import type { VerifiedToken } from './token-verifier.js';

interface AuditContext {
  token: VerifiedToken;
  targetUserId: number | null;
}

const auditContexts = new WeakMap<FastifyRequest, AuditContext>();

/** The answer's header saying the call's own user is active, of an active company (see registerAuth). */
export const CALLER_ACTIVE_HEADER = 'x-caller-active';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Authentication for every route, driven by its `config.auth` (default: 'user', so a route
 * without a declaration is never accidentally public). Runs before body validation, so an
 * anonymous request gets 401, not a 400 about its body.
 */
export function registerAuth(app: ApiInstance): void {
  app.decorateRequest('caller', null);

  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return; // Unknown paths answer 404 whoever asks.
    const mode = request.routeOptions.config.auth ?? 'user';
    const hasTargetHeader = request.headers[IMPERSONATION_HEADER] !== undefined;
    if (mode === 'public' && !hasTargetHeader) return;
    const raw = bearerToken(request);
    if (!raw) {
      if (mode === 'public') return;
      throw unauthenticated();
    }
    if (isApiKey(raw)) {
      // A key never acts as anyone else: the header is refused, not ignored (and not audited: no admin).
      if (hasTargetHeader) throw forbidden();
      await authenticateApiKey(app, request, raw, mode);
      void reply.header(CALLER_ACTIVE_HEADER, '1');
      return;
    }
    let token: VerifiedToken;
    try {
      token = await app.deps.verifier.verify(raw);
    } catch (error) {
      if (mode === 'public') return;
      request.log.debug({ err: error }, 'token rejected');
      throw unauthenticated();
    }
    const isAdmin = token.groups.includes(app.deps.adminGroup);
    if (hasTargetHeader) {
      // Audited whatever the outcome, refusals included (onSend below).
      auditContexts.set(request, { token, targetUserId: safeTarget(request) });
      if (!isAdmin) throw forbidden();
    }
    if (mode === 'public') return;
    // A browser's call (it names a session) that acts as its own user reads the session and the
    // user in one query; admin routes and impersonation read them apart, as partners' calls do.
    const secret = sessionSecretOf(request);
    let tokenUser: ActingUser | undefined;
    if (secret !== undefined && mode !== 'admin' && !hasTargetHeader) {
      const found = await findSessionAndTokenUser(app.deps.db, secret, token);
      await acceptSession(app, request, reply, found.session, token.sub);
      tokenUser = found.user;
    } else if (secret !== undefined) {
      await checkSession(app, request, reply, token.sub);
    }
    if (mode === 'admin') {
      // Judged by the admin's own token, whoever they impersonate (e.g. to pick another target).
      if (!isAdmin) throw forbidden();
      request.caller = { token, isAdmin, user: null, companyActive: true, impersonating: false, apiKey: null };
      return;
    }
    const targetId = parseImpersonationTarget(request.headers[IMPERSONATION_HEADER]);
    const caller = await resolveCaller(
      app.deps.db,
      token,
      app.deps.adminGroup,
      isAdmin ? targetId : undefined,
      tokenUser,
    );
    request.caller = caller;
    if (mode === 'user' && !caller.user) throw forbidden();
    assertCanAct(caller, { allowInactive: request.routeOptions.config.allowInactive === true });
    // Tells the bff this answer vouches for its caller: an active user of an active company acting
    // as themselves (it then need not load the user before a permission every role holds).
    if (caller.user?.active && caller.companyActive && !caller.impersonating)
      void reply.header(CALLER_ACTIVE_HEADER, '1');
    const now = app.deps.clock.now();
    const lastActive = caller.user?.lastActiveAt?.getTime() ?? 0;
    if (caller.user && !caller.impersonating && now.getTime() - lastActive >= 60_000) {
      await touchLastActive(app.deps.db, caller.user.id, now);
    }
  });

  // onSend rather than onResponse: the row exists before the caller sees the answer.
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const context = auditContexts.get(request);
    if (!context) return payload;
    auditContexts.delete(request);
    try {
      await recordImpersonation(
        app.deps.db,
        {
          adminSub: context.token.sub,
          adminEmail: context.token.email,
          targetUserId: context.targetUserId,
          method: request.method,
          path: request.url.split('?')[0] ?? request.url,
          statusCode: reply.statusCode,
        },
        app.deps.clock.now(),
      );
    } catch (error) {
      request.log.error({ err: error }, 'could not write the impersonation audit row');
    }
    return payload;
  });
}

function safeTarget(request: FastifyRequest): number | null {
  try {
    return parseImpersonationTarget(request.headers[IMPERSONATION_HEADER]) ?? null;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/** The caller of a route declared 'user': always present with a user once the hook has run. */
export function requireUser(request: FastifyRequest): Caller & { user: NonNullable<Caller['user']> } {
  const caller = request.caller;
  if (!caller?.user) throw forbidden();
  return caller as Caller & { user: NonNullable<Caller['user']> };
}

export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthenticated();
  return request.caller;
}

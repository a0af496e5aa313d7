import type { FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../errors.js';
import type { ApiModule } from '../http/module.js';
import type { ApiInstance } from '../http/types.js';
import {
  type ActingUser,
  type Caller,
  type CallerUser,
  IMPERSONATION_HEADER,
  parseImpersonationTarget,
} from './caller.js';
import type { TokenCall } from './module-auth.js';
import type { VerifiedToken } from './token-verifier.js';

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
 * anonymous request gets 401, not a 400 about its body. The modules' `auth` hooks do what is
 * theirs: other credentials (API keys), the session check, who the caller is and the rules
 * that refuse a user.
 */
export function registerAuth(app: ApiInstance, modules: readonly ApiModule[]): void {
  const authenticators = modules.flatMap((module) => module.auth?.authenticators ?? []);
  const checks = modules.flatMap((module) => (module.auth?.checkCall ? [module.auth.checkCall] : []));
  const admissions = modules.flatMap((module) => (module.auth?.admit ? [module.auth.admit] : []));
  const [identify, ...others] = modules.flatMap((module) => (module.auth?.identify ? [module.auth.identify] : []));
  if (!identify || others.length > 0) throw new Error('Exactly one module identifies callers (auth.identify).');

  app.decorateRequest('caller', null);
  app.decorateRequest('token', null);

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
    const authenticator = authenticators.find((candidate) => candidate.accepts(raw));
    if (authenticator) {
      // Such a credential never acts as anyone else: the header is refused, not ignored (nor audited: no admin).
      if (hasTargetHeader) throw forbidden();
      await authenticator.authenticate({ app, request, bearer: raw, mode });
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
    // Set before anything refuses the call: the impersonation audit records refusals too.
    request.token = token;
    const isAdmin = token.groups.includes(app.deps.adminGroup);
    if (hasTargetHeader && !isAdmin) throw forbidden();
    if (mode === 'public') return;
    const call: TokenCall = { app, request, reply, token, mode, isAdmin, impersonating: hasTargetHeader };
    let known: ActingUser | undefined;
    for (const check of checks) known = (await check(call)) ?? known;
    if (mode === 'admin') {
      // Judged by the admin's own token, whoever they impersonate (e.g. to pick another target).
      if (!isAdmin) throw forbidden();
      request.caller = { token, isAdmin, user: null, companyActive: true, impersonating: false, apiKey: null };
      return;
    }
    const targetId = isAdmin ? parseImpersonationTarget(request.headers[IMPERSONATION_HEADER]) : undefined;
    const acting = await identify(call, { targetId, known });
    const caller: Caller = {
      token,
      isAdmin,
      user: acting?.user ?? null,
      companyActive: acting?.companyActive ?? true,
      impersonating: targetId !== undefined,
      apiKey: null,
    };
    request.caller = caller;
    if (mode === 'user' && !caller.user) throw forbidden();
    for (const admit of admissions) await admit(call, caller);
  });
}

/** The caller of a route declared 'user': always present with a user once the hook has run. */
export function requireUser(request: FastifyRequest): Caller & { user: CallerUser } {
  const caller = request.caller;
  if (!caller?.user) throw forbidden();
  return caller as Caller & { user: CallerUser };
}

export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthenticated();
  return request.caller;
}

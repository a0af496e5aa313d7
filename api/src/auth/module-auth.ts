import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiInstance, AuthMode } from '../http/types.js';
import type { ActingUser, Caller } from './caller.js';
import type { VerifiedToken } from './token-verifier.js';

/**
 * A module's part in authenticating calls. auth/auth.hooks.ts runs them in this order for a
 * route that is not public: another credential's authenticator, or, for an identity token, the
 * call checks, the one identifier, then the admissions.
 */
export interface ModuleAuth {
  /** Bearer credentials other than identity tokens (partner API keys): the first that accepts one authenticates the call. */
  authenticators?: readonly Authenticator[];
  /**
   * Checks a call made with a verified identity token before its caller is resolved (the
   * session it names); throws to refuse it. May answer the token's own user when it read it
   * on the way (one query instead of two), for `identify` to reuse.
   */
  checkCall?: (call: TokenCall) => Promise<ActingUser | undefined>;
  /**
   * Who the call acts as: the impersonation target (`targetId`, admins only) or the token's own
   * user (`known` when a check read it); undefined when the token has no user. One module does it.
   */
  identify?: (
    call: TokenCall,
    input: { targetId: number | undefined; known: ActingUser | undefined },
  ) => Promise<ActingUser | undefined>;
  /** Runs once the caller of an identity token is known: refusals (a disabled user) and bookkeeping (last activity). */
  admit?: (call: TokenCall, caller: Caller) => Promise<void>;
}

/** Another kind of credential (partner API keys): never used to act as someone else. */
export interface Authenticator {
  /** Whether this bearer value is its kind of credential (told apart without verifying it). */
  accepts(bearer: string): boolean;
  /** Sets `request.caller` for the credential, or throws (401, or 403 for what it may not do). */
  authenticate(call: { app: ApiInstance; request: FastifyRequest; bearer: string; mode: AuthMode }): Promise<void>;
}

/** A call made with a verified identity token, as the hooks above see it. */
export interface TokenCall {
  app: ApiInstance;
  request: FastifyRequest;
  reply: FastifyReply;
  token: VerifiedToken;
  mode: AuthMode;
  /** Member of the admin group. */
  isAdmin: boolean;
  /** The call names an impersonation target (X-Impersonated-User-Id); only admins get this far with one. */
  impersonating: boolean;
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { BffConfig } from './config.js';
import type { IdentityClient } from './identity/identity.client.js';
import type { SignInLockout } from './identity/lockout.signin.js';
import type { TokenVerifier } from './identity/token.verifier.js';
import { forgetMadeParts } from './lazy.record.js';
import { createWriteKeys } from './rest/idempotency.keys.js';
import { createRestClient, type RestClient, type RestCredentials } from './rest/rest.client.js';
import type { RestTransport } from './rest/rest.transport.js';
import type { RequestSession } from './session/request.session.js';
import type { Sealer } from './session/session.crypto.js';
import type { SessionService } from './session/session.service.js';

/**
 * Every feature's REST methods for one request (`ctx.api.<feature>`). Empty here: each feature
 * module adds its own with `declare module '../../context.js' { interface Apis { ... } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface Apis {}

/** Every feature's per-request loaders (`ctx.loaders.*`), added by each module as `Apis` is. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface Loaders {}

/**
 * Every feature's long-lived collaborators (`ctx.services.features.*`: caches of api rules and
 * the like), created once per process, added by each module as `Apis` is.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface FeatureServices {}

/** How a request gets every feature's api and loaders (built from the module list in app.ts). */
export interface Features extends FeatureServices {
  api(rest: RestClient): Apis;
  loaders(api: Apis, session: RequestSession): Loaders;
}

/** Long-lived collaborators shared by every request (created once in createBffApp). */
export interface AppServices {
  config: BffConfig;
  transport: RestTransport;
  sessions: SessionService;
  identity: IdentityClient;
  verifier: TokenVerifier;
  lockout: SignInLockout;
  now: () => number;
  log: Logger;
  features: Features;
  /** Seals short-lived cookies of a feature's own (e.g. a social sign-in's flow), as the session's are. */
  sealer: Sealer;
}

/** Everything a resolver may use, created fresh for every GraphQL request. */
export interface GraphQLContext {
  config: BffConfig;
  request: FastifyRequest;
  reply: FastifyReply;
  session: RequestSession;
  /** The REST client with this request's credentials (and impersonation target). */
  rest: RestClient;
  /** Every feature's REST methods over `rest`. */
  api: Apis;
  /** A REST client with explicit credentials: sign-in checks the user before the session exists. */
  restAs(credentials: RestCredentials): RestClient;
  /** A REST client without credentials, for the api's public calls (sign-up before any account). */
  publicRest: RestClient;
  /** Made afresh (in place) whenever the session's caller changes, so no read crosses identities. */
  loaders: Loaders;
  identity: IdentityClient;
  services: AppServices;
  /**
   * The operation's query cost, set by the per-client limits (bff/src/limits) once they price it;
   * a feature's plugin may read it (e.g. a partner API key's usage; 0 while unset).
   */
  operationCost?: number;
  /** Set for an operation over a WebSocket (bff/src/socket/): closing it ends every subscription on it. */
  socket?: { close(code: number, reason: string): void };
}

/** The api's code for a server-side session that is revoked, idle or past its lifetime. */
export const SESSION_ENDED_CODE = 'SessionEnded';

/** Upstream answers that mean the session cannot go on: it ends, and the error tells the client why. */
const SESSION_ENDING = new Set(['USER_INACTIVE', 'COMPANY_INACTIVE', 'MEMBERSHIP_PENDING', 'SSO_REQUIRED']);

export async function createContext(
  services: AppServices,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<GraphQLContext> {
  const session = await services.sessions.load(request, reply);
  const log = request.log;
  // One numbering for every client of this operation: its writes are told apart by their order.
  const writeKey = createWriteKeys(request);
  const rest = createRestClient(services.transport, {
    writeKey,
    credentials: () => {
      const caller = session.peekCaller();
      return caller
        ? { token: caller.token, impersonatedUserId: caller.impersonatedUserId, sessionId: caller.sessionId }
        : null;
    },
    onError: (error) => {
      if (error.extensions.upstreamCode === SESSION_ENDED_CODE) {
        log.info('api refused the session (revoked or expired): signed out');
        session.end();
      } else if (SESSION_ENDING.has(error.code) && session.peekCaller()) {
        log.info({ code: error.code }, 'api refused the user: signed out');
        session.end();
      } else if (error.code === 'UNAUTHENTICATED') {
        // Our own check passed, so the api may just be out of step (keys, clock): refresh next time.
        log.warn('api refused tokens that verify here: refresh forced');
        session.expire();
      }
    },
    onSessionChecked: () => session.markChecked(),
    onCallerActive: () => session.markCallerActive(),
    log,
  });
  const api = services.features.api(rest);
  const context: GraphQLContext = {
    config: services.config,
    request,
    reply,
    session,
    rest,
    restAs: (credentials) => createRestClient(services.transport, { credentials: () => credentials, log, writeKey }),
    publicRest: createRestClient(services.transport, { credentials: () => null, log, writeKey }),
    api,
    loaders: services.features.loaders(api, session),
    identity: services.identity,
    services,
  };
  // The same loaders object throughout (resolvers see it through Apollo's copy of this context),
  // its loaders made afresh for the new caller.
  session.onChange(() => forgetMadeParts(context.loaders));
  return context;
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { BffConfig } from './config.js';
import type { IdentityClient } from './identity/identity.client.js';
import type { Lockout } from './identity/lockout.js';
import type { PasswordPolicy } from './modules/registration/password.policy.js';
import type { SubscriptionTermsDto } from './modules/subscription/subscription.api.js';
import type { UpstreamCache } from './rest/upstream.cache.js';
import type { TokenVerifier } from './identity/token.verifier.js';
import { createLoaders, type Loaders } from './loaders.js';
import { createRestClient, type RestClient, type RestCredentials } from './rest/rest.client.js';
import type { RestTransport } from './rest/rest.transport.js';
import type { RequestSession } from './session/request.session.js';
import type { SessionService } from './session/session.service.js';

/** Long-lived collaborators shared by every request (created once in createBffApp). */
export interface AppServices {
  config: BffConfig;
  transport: RestTransport;
  sessions: SessionService;
  identity: IdentityClient;
  verifier: TokenVerifier;
  lockout: Lockout;
  /** Wrong maintenance passwords per client IP. */
  maintenanceLockout: Lockout;
  /** The api's password rules, cached (the one definition every new password is checked against). */
  passwordPolicy: PasswordPolicy;
  /** The api's trial, grace and reminder rules, cached. */
  subscriptionTerms: UpstreamCache<SubscriptionTermsDto>;
  now: () => number;
  log: Logger;
}

/** Everything a resolver may use, created fresh for every GraphQL request. */
export interface GraphQLContext {
  config: BffConfig;
  request: FastifyRequest;
  reply: FastifyReply;
  session: RequestSession;
  /** The REST client with this request's credentials (and impersonation target). */
  rest: RestClient;
  /** A REST client with explicit credentials: sign-in checks the user before the session exists. */
  restAs(credentials: RestCredentials): RestClient;
  /** A REST client without credentials, for the api's public calls (sign-up before any account). */
  publicRest: RestClient;
  /** Replaced whenever the session's caller changes, so no read crosses identities. */
  loaders: Loaders;
  identity: IdentityClient;
  services: AppServices;
}

/** Upstream answers that mean the session cannot go on: it ends, and the error tells the client why. */
const SESSION_ENDING = new Set(['USER_INACTIVE', 'COMPANY_INACTIVE', 'MEMBERSHIP_PENDING']);

export async function createContext(
  services: AppServices,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<GraphQLContext> {
  const session = await services.sessions.load(request, reply);
  const log = request.log;
  const rest = createRestClient(services.transport, {
    credentials: () => {
      const caller = session.caller;
      return caller ? { token: caller.token, impersonatedUserId: caller.impersonatedUserId } : null;
    },
    onError: (error) => {
      if (SESSION_ENDING.has(error.code) && session.caller) {
        log.info({ code: error.code }, 'api refused the user: signed out');
        session.end();
      } else if (error.code === 'UNAUTHENTICATED') {
        // Our own check passed, so the api may just be out of step (keys, clock): refresh next time.
        log.warn('api refused tokens that verify here: refresh forced');
        session.expire();
      }
    },
    log,
  });
  const context: GraphQLContext = {
    config: services.config,
    request,
    reply,
    session,
    rest,
    restAs: (credentials) => createRestClient(services.transport, { credentials: () => credentials, log }),
    publicRest: createRestClient(services.transport, { credentials: () => null, log }),
    loaders: createLoaders(rest, session),
    identity: services.identity,
    services,
  };
  session.onChange(() => {
    context.loaders = createLoaders(rest, session);
  });
  return context;
}

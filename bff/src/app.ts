import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type Logger } from 'pino';
import { createArmor } from './armor.js';
import type { BffConfig } from './config.js';
import { createContext, type AppServices, type GraphQLContext } from './context.js';
import { createPermissionTable } from './directives/permissions.js';
import { createFormatError } from './errors/format.error.js';
import { registerGraphqlLimits } from './http/graphql.limits.js';
import { registerHealthRoutes } from './http/health.routes.js';
import { registerMediaRoutes } from './http/media.routes.js';
import { registerPaymentPageRoutes } from './http/payments.routes.js';
import { loadPersistedDocuments, registerPersistedDocuments } from './http/persisted.documents.js';
import { registerSchemaReference, withPlayground } from './http/playground.routes.js';
import { createSchemaReader, schemaGatePlugin } from './http/schema.gate.js';
import { checkTrustedDocument } from './http/trusted.documents.js';
import { registerSecurity } from './http/security.js';
import { registerWebApp } from './http/web.static.js';
import { lazyChildLoggerFactory, safeRequest } from './logging.js';
import { createCognitoIdentityClient, type IdentityClient } from './identity/identity.client.js';
import { createMemoryLockoutStore, type LockoutStore } from './identity/lockout.js';
import { createSignInLockout } from './identity/lockout.signin.js';
import { connectRedis, createRedisLockoutStore } from './identity/lockout.redis.js';
import { createTokenVerifier, type FetchJwks } from './identity/token.verifier.js';
import { createRedisBudgetStore } from './limits/budget.redis.js';
import { createMemoryBudgetStore, type BudgetStore } from './limits/budget.store.js';
import { BUDGET_WINDOW_MS, createClientBudgetLedger } from './limits/client.budget.js';
import { createCredentialFailures } from './session/credential.failures.js';
import { operationLimitsPlugin } from './limits/operation.limits.js';
import {
  createApiMaker,
  createAuthenticators,
  createFeatureServices,
  createLoaderMaker,
  modulePlugins,
  type ServiceDeps,
} from './module.js';
import { modules } from './__generated__/modules.js';
import { createRestClient } from './rest/rest.client.js';
import { createRestTransport } from './rest/rest.transport.js';
import { createSchema, type SchemaExtension } from './schema.js';
import { createSealer } from './session/session.crypto.js';
import { createSessionCookies } from './session/session.cookies.js';
import { resolveSessionSecret } from './session/session.secret.js';
import { sessionCheckPlugin } from './session/session.plugin.js';
import { createSessionService } from './session/session.service.js';
import { registerGraphqlSocket } from './socket/socket.server.js';

/** The largest /graphql body: an upload's (others stop at GRAPHQL_BODY_LIMIT_BYTES, 100 KB). */
export { UPLOAD_BODY_LIMIT as GRAPHQL_BODY_LIMIT } from './http/graphql.body.js';

/** What tests (and embedders) may substitute. */
export interface BffDeps {
  /** The clock sessions, lockouts and plan checks read (ms since epoch). */
  clock?: { now(): number };
  identity?: IdentityClient;
  fetchJwks?: FetchJwks;
  lockoutStore?: LockoutStore;
  /** Where client budgets count (default: Redis with REDIS_URL, else memory). */
  budgetStore?: BudgetStore;
  logger?: Logger;
  /** Test seam: extra SDL and resolvers (e.g. probe fields behind a directive). */
  schemaExtensions?: SchemaExtension[];
  /** How often an open socket's session is checked again (default 5 min). */
  socketSessionRecheckMs?: number;
  /** REST timeouts in ms (default 5 s connect, 10 s per attempt). */
  restTimeouts?: { connectMs?: number; requestMs?: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Graceful stop: Apollo drains in-flight requests, then the server and its clients close. */
    shutdown(): Promise<void>;
  }
}

export function createLogger(config: Pick<BffConfig, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    // Requests by their route, never their query string (logging.ts): users' words stay out.
    serializers: { req: safeRequest },
    // Tokens and cookies never reach the logs.
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'res.headers["set-cookie"]',
      '*.refreshToken',
      '*.idToken',
      '*.accessToken',
    ],
  });
}

/** The bff: GraphQL on /graphql, health, media proxy and the web app, on one Fastify instance. */
export async function createBffApp(config: BffConfig, deps: BffDeps = {}): Promise<FastifyInstance> {
  const log = deps.logger ?? createLogger(config);
  // First: in production a bff without the web app's trusted documents must not start.
  const persistedDocuments = loadPersistedDocuments(config.webDist, config.production);
  const clock = deps.clock;
  const now = clock ? () => clock.now() : () => Date.now();
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    // Each request's logger is made when it first logs (logging.ts): nothing when it logs nothing.
    childLoggerFactory: lazyChildLoggerFactory,
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  });

  const secret = resolveSessionSecret(config.sessionSecret, config.dataDir);
  const sealer = createSealer(secret);
  const cookies = createSessionCookies({ secure: config.secureCookies, sealer, now });
  const identity = deps.identity ?? (await createCognitoIdentityClient(config.cognito));
  const verifier = createTokenVerifier(config.cognito, deps.fetchJwks);
  const lockoutStore =
    deps.lockoutStore ??
    (config.redisUrl ? createRedisLockoutStore(connectRedis(config.redisUrl)) : createMemoryLockoutStore());
  const budgetStore =
    deps.budgetStore ??
    (config.redisUrl
      ? createRedisBudgetStore(connectRedis(config.redisUrl), { windowMs: BUDGET_WINDOW_MS })
      : createMemoryBudgetStore());
  const budgets = createClientBudgetLedger({ store: budgetStore, budgets: config.clientBudgets, now, log });
  const transport = createRestTransport({
    apiUrl: config.apiUrl,
    connectTimeoutMs: deps.restTimeouts?.connectMs,
    requestTimeoutMs: deps.restTimeouts?.requestMs,
    log,
    now,
  });
  const permissions = createPermissionTable(modules);
  const serviceDeps: ServiceDeps = {
    publicRest: createRestClient(transport, { credentials: () => null, log }),
    now,
    lockouts: lockoutStore,
    restAs: (credentials) => createRestClient(transport, { credentials: () => credentials, log }),
    permissions,
  };
  const featureServices = createFeatureServices(modules, serviceDeps);
  // Made once: each request's apis and loaders are then made per feature on first use.
  const makeApis = createApiMaker(modules);
  const makeLoaders = createLoaderMaker(modules, makeApis);
  const services: AppServices = {
    config,
    transport,
    identity,
    verifier,
    lockout: createSignInLockout(lockoutStore, now),
    features: {
      ...featureServices,
      api: makeApis,
      loaders: makeLoaders,
    },
    now,
    log,
    sealer,
    sessions: createSessionService({
      cookies,
      identity,
      verifier,
      now,
      refreshAfterMs: config.sessionRefreshAfterSeconds * 1000,
      adminGroup: config.cognito.adminGroup,
      log,
      authenticators: createAuthenticators(modules, serviceDeps),
      failures: createCredentialFailures({ store: budgetStore, windowMs: BUDGET_WINDOW_MS, now }),
    }),
  };

  const armor = createArmor({ production: config.production });
  const schema = createSchema({ modules, extensions: deps.schemaExtensions, permissions });
  const formatError = createFormatError(log);
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    csrfPrevention: true,
    // Answered in development; in production for signed-in and bearer callers only (schemaGatePlugin).
    introspection: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    // Hashes name the web app's own documents only (http/persisted.documents.ts): no caller may
    // register one, as Apollo's automatic persisted queries would let them.
    persistedQueries: false,
    // No `documentStore` option: Apollo's default keeps parsed and validated documents by the
    // text's SHA-256 (an LRU of 30 MiB of documents, room for thousands: the web app has a few
    // hundred), so a text seen before is neither parsed nor validated again (app.test.ts).
    stopOnTerminationSignals: false,
    formatError,
    validationRules: armor.validationRules,
    parseOptions: armor.parseOptions,
    plugins: [
      fastifyApolloDrainPlugin(app),
      sessionCheckPlugin(),
      operationLimitsPlugin(budgets),
      // After the limits, which price the operation: a feature's plugin may read its cost.
      ...modulePlugins(modules),
      // No field has cache hints: the default cache-control plugin only wrapped every resolver call.
      ApolloServerPluginCacheControlDisabled(),
      // graphql-armor is CommonJS and typed against Apollo's CommonJS declarations: same objects.
      ...(armor.plugins as unknown as ApolloServerPlugin<GraphQLContext>[]),
      schemaGatePlugin({ production: config.production }),
      // Browsers get our own GraphiQL on GET /graphql (http/playground.routes.ts), never Apollo's
      // landing pages, which load from Apollo's CDN: without a plugin Apollo would install one.
      ApolloServerPluginLandingPageDisabled(),
    ],
  });
  await apollo.start();

  registerSecurity(app, config);
  registerGraphqlLimits(app, config.graphqlLimits, { mayUpload: (request) => services.sessions.vouches(request) });
  registerPersistedDocuments(app, persistedDocuments);
  await app.register(fastifyCookie);
  for (const module of modules) await module.routes?.(app, services);
  const trust = { production: config.production, parseOptions: armor.parseOptions };
  const context = async (request: FastifyRequest, reply: FastifyReply) => {
    const ctx = await createContext(services, request, reply);
    checkTrustedDocument(persistedDocuments, ctx, trust);
    return ctx;
  };
  // POST here; GET /graphql is shared with the subscriptions' WebSocket upgrade (socket.server.ts).
  await app.register(fastifyApollo(apollo), { context, method: ['POST', 'OPTIONS'] });
  await registerGraphqlSocket(app, {
    services,
    cookies,
    httpHandler: withPlayground(fastifyApolloHandler(apollo, { context }), config.webDist),
    documents: persistedDocuments,
    formatError,
    budgets,
    rules: {
      schema,
      validationRules: armor.validationRules,
      parseOptions: armor.parseOptions,
      maxBytes: config.graphqlLimits.bodyLimitBytes,
      production: config.production,
    },
    ...(deps.socketSessionRecheckMs ? { sessionRecheckMs: deps.socketSessionRecheckMs } : {}),
  });
  registerHealthRoutes(app, { verifier, transport });
  registerMediaRoutes(app, { transport });
  await registerPaymentPageRoutes(app, { transport });
  registerSchemaReference(app, {
    webDist: config.webDist,
    production: config.production,
    mayRead: createSchemaReader(services),
  });
  const webPages = services.features.webPages;
  await registerWebApp(app, config.webDist, {
    signedIn: (request) => cookies.present(request),
    pages: webPages && { source: webPages, site: { origin: config.publicUrl.origin, brand: config.app.brandName } },
  });

  app.decorate('shutdown', () => apollo.stop());
  app.addHook('onClose', async () => {
    transport.close();
    identity.destroy();
    await lockoutStore.close?.();
    await budgetStore.close?.();
  });
  return app;
}

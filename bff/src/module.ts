import type { ApolloServerPlugin } from '@apollo/server';
import type { Resolvers } from './__generated__/resolvers-types.js';
import type { FastifyInstance } from 'fastify';
import type { AppServices, Apis, FeatureServices, GraphQLContext, Loaders } from './context.js';
import type { PermissionRules, PermissionTable } from './directives/permissions.js';
import type { ErrorDeclarations } from './errors/error.types.js';
import type { LockoutStore } from './identity/lockout.js';
import type { RestClient, RestCredentials } from './rest/rest.client.js';
import type { RequestSession } from './session/request.session.js';
import type { BearerAuthenticator } from './session/session.bearer.js';
import { lazyRecord, type Part } from './lazy.record.js';

/**
 * What a feature gives the bff: its resolvers, its REST methods (`ctx.api.<feature>`, bound to
 * the request's credentials), its per-request loaders (`ctx.loaders.*`), and what it adds to the
 * shared registries (error codes, permission rules, bearer credentials, Apollo plugins). Each
 * `src/modules/<feature>/<feature>.module.ts` exports one as `<feature>Module` and declares the
 * types it adds to `Apis` and `Loaders` (context.ts) by module augmentation; `npm run codegen`
 * lists the modules in `src/__generated__/modules.ts` and merges their errors into
 * `src/__generated__/errors.ts`. Nothing central names a feature (eslint/bff.js).
 */
export interface BffModule {
  /** The feature's folder name. */
  name: string;
  resolvers?: Resolvers;
  /** The feature's REST methods for one request, keyed by the name it declares in `Apis`. */
  api?: (rest: RestClient) => Partial<Apis>;
  /** The feature's loaders for one request's session, reading through any feature's api. */
  loaders?: (api: Apis, session: RequestSession) => Partial<Loaders>;
  /**
   * The error codes and catalogue entries the feature adds (`<feature>.errors.ts`): codegen merges
   * them with the platform's into src/__generated__/errors.ts, the one table the bff maps with.
   */
  errors?: ErrorDeclarations;
  /**
   * Who holds each permission the feature adds to the Permission enum (schema/directives.graphql);
   * spec §6's own are directives/permissions.ts's table.
   */
  permissions?: PermissionRules;
  /** The feature's long-lived collaborators, created once (e.g. caches of the api's rules). */
  services?: (deps: ServiceDeps) => Partial<FeatureServices>;
  /**
   * Bearer credentials the feature vouches for (e.g. partner API keys): a request whose token one
   * of them accepts acts as the caller it answers; other tokens are the identity service's.
   */
  authenticators?: (deps: ServiceDeps) => BearerAuthenticator[];
  /** Apollo plugins the feature adds to every operation (e.g. recording an API key's use). */
  plugins?: ApolloServerPlugin<GraphQLContext>[];
  /**
   * HTTP routes beside /graphql, for what GraphQL cannot carry (a streamed CSV download), signed
   * in through `services.sessions` as GraphQL is.
   */
  routes?: (app: FastifyInstance, services: AppServices) => Promise<void>;
}

/** What a module's long-lived collaborators are built from. */
export interface ServiceDeps {
  /** The api without credentials (its public routes). */
  publicRest: RestClient;
  now: () => number;
  /** Where attempt counters live (Redis when configured), for a module's own lockouts. */
  lockouts: LockoutStore;
  /** A client of the api with explicit credentials (e.g. a key's own), apart from any request's. */
  restAs: (credentials: RestCredentials) => RestClient;
  /** Who holds which permission: spec §6's table and every feature's rules (the directive's own). */
  permissions: PermissionTable;
}

/** Every module's long-lived collaborators. */
export function createFeatureServices(modules: readonly BffModule[], deps: ServiceDeps): FeatureServices {
  return Object.assign({}, ...modules.map((module) => module.services?.(deps) ?? {})) as FeatureServices;
}

/** Every module's bearer authenticators, in folder order. */
export function createAuthenticators(modules: readonly BffModule[], deps: ServiceDeps): BearerAuthenticator[] {
  return modules.flatMap((module) => module.authenticators?.(deps) ?? []);
}

/** Every module's Apollo plugins, in folder order. */
export function modulePlugins(modules: readonly BffModule[]): ApolloServerPlugin<GraphQLContext>[] {
  return modules.flatMap((module) => module.plugins ?? []);
}

/** A RestClient that refuses every call: what a module's api is made with to learn its keys. */
const probeRest: RestClient = new Proxy({} as RestClient, {
  get: () => () => {
    throw new Error('a module called the api while its methods were being made');
  },
});

/** The keys a module's part adds, learnt by making it once with stand-ins; null when that cannot be done. */
function keysOf(make: () => object | undefined): string[] | null {
  try {
    return Object.keys(make() ?? {});
  } catch {
    return null;
  }
}

/**
 * Every module's REST methods for one request (`ctx.api`), each module's made on its first use:
 * a request reads one or two features' methods of forty, and making all of them for every
 * request was a profiled cost (docs/benchmarks.md). Reads and writes as the Object.assign of
 * every module's `api(rest)` would.
 */
export function createApiMaker(modules: readonly BffModule[]): (rest: RestClient) => Apis {
  const parts = modules.flatMap((module): Part<[RestClient]>[] => {
    const api = module.api;
    if (!api) return [];
    const keys = keysOf(() => api(probeRest));
    // Making a module's methods is only making closures: one that calls the api then is a bug.
    if (keys === null) throw new Error(`module ${module.name}: its api must not call the api while it is made`);
    return [{ make: api, keys }];
  });
  return lazyRecord<[RestClient], Apis>(parts);
}

/**
 * Every module's loaders for one request's session (`ctx.loaders`), each module's made on its
 * first use, as the Object.assign of every module's `loaders(api, session)` would be; never shared
 * between requests, hence never between users.
 */
export function createLoaderMaker(
  modules: readonly BffModule[],
  makeApis: (rest: RestClient) => Apis,
): (api: Apis, session: RequestSession) => Loaders {
  const probeApis = makeApis(probeRest);
  const probeSession = new Proxy({} as RequestSession, {
    get: () => {
      throw new Error('a module read the session while its loaders were being made');
    },
  });
  const parts = modules.flatMap((module): Part<[Apis, RequestSession]>[] => {
    const loaders = module.loaders;
    if (!loaders) return [];
    const keys = keysOf(() => loaders(probeApis, probeSession));
    // Loaders read the session and the api when they load, never when they are made.
    if (keys === null) throw new Error(`module ${module.name}: its loaders must not read while they are made`);
    return [{ make: loaders, keys }];
  });
  return lazyRecord<[Apis, RequestSession], Loaders>(parts);
}

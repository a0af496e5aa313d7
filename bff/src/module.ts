import type { Resolvers } from './__generated__/resolvers-types.js';
import type { Apis, FeatureServices, Loaders } from './context.js';
import type { LockoutStore } from './identity/lockout.js';
import type { RestClient } from './rest/rest.client.js';
import type { RequestSession } from './session/request.session.js';

/**
 * What a feature gives the bff: its resolvers, its REST methods (`ctx.api.<feature>`, bound to
 * the request's credentials) and its per-request loaders (`ctx.loaders.*`). Each
 * `src/modules/<feature>/<feature>.module.ts` exports one as `<feature>Module` and declares the
 * types it adds to `Apis` and `Loaders` (context.ts) by module augmentation; `npm run codegen`
 * lists the modules in `src/__generated__/modules.ts`. Nothing central names a feature.
 */
export interface BffModule {
  /** The feature's folder name. */
  name: string;
  resolvers?: Resolvers;
  /** The feature's REST methods for one request, keyed by the name it declares in `Apis`. */
  api?: (rest: RestClient) => Partial<Apis>;
  /** The feature's loaders for one request's session, reading through any feature's api. */
  loaders?: (api: Apis, session: RequestSession) => Partial<Loaders>;
  /** The feature's long-lived collaborators, created once (e.g. caches of the api's rules). */
  services?: (deps: ServiceDeps) => Partial<FeatureServices>;
}

/** What a module's long-lived collaborators are built from. */
export interface ServiceDeps {
  /** The api without credentials (its public routes). */
  publicRest: RestClient;
  now: () => number;
  /** Where attempt counters live (Redis when configured), for a module's own lockouts. */
  lockouts: LockoutStore;
}

/** Every module's long-lived collaborators. */
export function createFeatureServices(modules: readonly BffModule[], deps: ServiceDeps): FeatureServices {
  return Object.assign({}, ...modules.map((module) => module.services?.(deps) ?? {})) as FeatureServices;
}

/** Every module's REST methods, bound to one client. */
export function createApis(modules: readonly BffModule[], rest: RestClient): Apis {
  return Object.assign({}, ...modules.map((module) => module.api?.(rest) ?? {})) as Apis;
}

/** Every module's loaders for one request: never shared between requests, hence never between users. */
export function createLoaders(modules: readonly BffModule[], api: Apis, session: RequestSession): Loaders {
  return Object.assign({}, ...modules.map((module) => module.loaders?.(api, session) ?? {})) as Loaders;
}

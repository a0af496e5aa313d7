import type { FastifyBaseLogger } from 'fastify';
import type { ModuleAuth } from '../auth/module-auth.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { QueuedJob } from '../jobs/job.js';
import type { ModuleSeed } from '../seed/module-seed.js';
import type { ApiInstance, FeatureDeps } from './types.js';

/**
 * What a feature gives the api: its routes (one encapsulated Fastify plugin), the OpenAPI tags
 * they introduce, background work, and what it adds to the shared registries (authentication,
 * its own dependencies, plan texts, seed data). Each `src/modules/<feature>/<feature>.module.ts`
 * exports one as `<feature>Module`; `npm run codegen` lists them in `src/__generated__/modules.ts`,
 * which the app, the server, the seed and the tests iterate. Nothing central names a feature.
 */
export interface ApiModule {
  /** The feature's folder name. */
  name: string;
  tags?: readonly { name: string; description: string }[];
  routes: (app: ApiInstance) => Promise<void>;
  /** Work the server runs beside requests (never in tests); the answer stops it. */
  jobs?: (app: ApiInstance) => () => Promise<void>;
  /** Scheduled or sent work run by the job queue on the database (api/src/jobs/): survives restarts. */
  queues?: readonly QueuedJob[];
  /** Root hooks every route gets, added before any module's routes (e.g. the impersonation audit's onSend). */
  hooks?: (app: ApiInstance) => void;
  /** Its part in authenticating calls (auth/auth.hooks.ts runs these). */
  auth?: ModuleAuth;
  /**
   * Its own AppDeps (the fields it merged into FeatureDeps), built from the environment when the
   * server starts; throws on a bad setting. Tests pass them to createTestApp instead.
   */
  deps?: (context: DepsContext) => Partial<FeatureDeps>;
  /** The lines it adds to the plans' descriptions (GET /v1/subscriptions/catalog). */
  plans?: readonly PlanLine[];
  /** Its demo, persona and scale data (seed/seed.ts runs them). */
  seed?: ModuleSeed;
}

/** What a module's `deps` may read when the server starts. */
export interface DepsContext {
  env: Readonly<Record<string, string | undefined>>;
  db: Db;
  clock: Clock;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/**
 * One line of a tier's description: what it includes, or what it holds back that Innovator
 * gives (a limit the declaring module enforces, worded from the constant it enforces). The texts
 * are the product's: every screen about plans shows them.
 */
export interface PlanLine {
  plan: 'EXPLORER' | 'INNOVATOR';
  list: 'includes' | 'limits';
  /**
   * Its place in the list, low first; ties keep module order. 0 is the tier itself; features
   * space theirs by tens (read the others' in their descriptors before choosing).
   */
  order: number;
  text: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every feature module, in folder order (a module reads the others' declarations, e.g. plan lines). */
    modules: readonly ApiModule[];
  }
}

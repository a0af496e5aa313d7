import type { QueuedJob } from '../jobs/job.js';
import type { ApiInstance } from './types.js';

/**
 * What a feature gives the api: its routes (one encapsulated Fastify plugin), the OpenAPI tags
 * they introduce and background work. Each `src/modules/<feature>/<feature>.module.ts` exports
 * one as `<feature>Module`; `npm run codegen` lists them in `src/__generated__/modules.ts`, which
 * the app registers. Nothing central names a feature.
 */
export interface ApiModule {
  /** The feature's folder name. */
  name: string;
  tags?: readonly { name: string; description: string }[];
  routes: (app: ApiInstance) => Promise<void>;
  /** Work the server runs beside requests (never in tests); the answer stops it. */
  jobs?: (app: ApiInstance) => () => Promise<void>;
  /** Scheduled work run by the job queue on the database (api/src/jobs/): survives restarts, once per tick. */
  queues?: readonly QueuedJob[];
}

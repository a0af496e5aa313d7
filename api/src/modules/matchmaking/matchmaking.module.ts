import type { ApiModule } from '../../http/module.js';
import { matchmakingJobs } from './matchmaking.jobs.js';

/**
 * Matchmaking: after a request or a capability alert is published, the job queue notifies the
 * companies and members it matches (no routes of its own; publishers call matchmaking.trigger.ts).
 */
export const matchmakingModule: ApiModule = {
  name: 'matchmaking',
  routes: async () => undefined,
  queues: matchmakingJobs,
};

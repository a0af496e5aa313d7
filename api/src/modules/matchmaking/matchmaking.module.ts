import type { ApiModule } from '../../http/module.js';
import { matchmakingJobs } from './matchmaking.jobs.js';
import { matchmakingSeed } from './matchmaking.seed.js';

/**
 * Matchmaking: after a request or a capability alert is published, the job queue notifies the
 * companies and members it matches. No routes of its own: it follows the publishers' jobs
 * (requests' REQUEST_PUBLISHED_JOB, capability's ALERT_PUBLISHED_JOB).
 */
export const matchmakingModule: ApiModule = {
  name: 'matchmaking',
  routes: async () => undefined,
  queues: matchmakingJobs,
  seed: matchmakingSeed,
};

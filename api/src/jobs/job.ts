import type { ApiInstance } from '../http/types.js';

/**
 * Work a module hands to the job queue (api/src/jobs/job-queue.ts): run on a cron schedule kept
 * in the database, so it survives restarts and runs once per tick however many api processes
 * share the database.
 */
export interface QueuedJob {
  /** Queue name, unique across modules (kebab-case), e.g. 'message-digests'. */
  name: string;
  /** Five-field cron expression in UTC, e.g. '* * * * *' for every minute. */
  cron: string;
  /** One run; a throw is logged and the job retried by the queue. */
  run: (app: ApiInstance) => Promise<void>;
}

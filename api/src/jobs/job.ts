import type { ApiInstance } from '../http/types.js';
import type { JobData } from './job-data.js';

export type { JobData, JobSender } from './job-data.js';

/**
 * Work a module hands to the job queue (api/src/jobs/job-queue.ts), kept in the database so it
 * survives restarts. With `cron`, it runs on that schedule, once per tick however many api
 * processes share the database. Without `cron`, it runs on demand: a module sends it with data
 * (`app.deps.jobs.send(name, data)`, see job-sender.ts) and a worker runs it at once.
 */
export interface QueuedJob {
  /** Queue name, unique across modules (kebab-case), e.g. 'message-digests'. */
  name: string;
  /** Five-field cron expression in UTC, e.g. '* * * * *' for every minute; absent for a sent job. */
  cron?: string;
  /**
   * Another sent job this one follows: each send of that name is also sent to this queue, with
   * the same data. How a second module reacts to a change whose job a first one already runs
   * (watchlists follow REQUEST_PUBLISHED_JOB beside matchmaking), each retried on its own.
   */
  follows?: string;
  /** One run with the sent data ({} for a scheduled run); a throw is logged and the job retried by the queue. */
  run: (app: ApiInstance, data: JobData) => Promise<void>;
}

import type { ApiInstance } from '../../http/types.js';
import { sendJob } from '../../jobs/send-job.js';

/**
 * The job sent when a request's publication has committed (its row carries matchmaking =
 * 'PENDING'): the modules that follow publications (matchmaking) declare a QueuedJob of this
 * name and get `{ requestId }`. The queue keeps its first name, so jobs queued before survive.
 */
export const REQUEST_PUBLISHED_JOB = 'request-matchmaking';

/** Announces a committed publication on the job queue (never throws; see sendJob). */
export const announceRequestPublished = (app: ApiInstance, requestId: number): Promise<void> =>
  sendJob(app, REQUEST_PUBLISHED_JOB, { requestId });

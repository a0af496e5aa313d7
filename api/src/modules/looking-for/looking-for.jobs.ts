import type { ApiInstance } from '../../http/types.js';
import { sendJob } from '../../jobs/send-job.js';

/**
 * The job sent when an item of a company's published looking-for list has committed (added
 * published, or published later), with `{ companyId }`: modules that react to it (watchlists tell
 * the company's watchers) declare a QueuedJob that `follows` it.
 */
export const LOOKING_FOR_PUBLISHED_JOB = 'looking-for-published';

/** Announces a committed publication on the job queue (never throws; see sendJob). */
export const announceLookingForPublished = (app: ApiInstance, companyId: number): Promise<void> =>
  sendJob(app, LOOKING_FOR_PUBLISHED_JOB, { companyId });

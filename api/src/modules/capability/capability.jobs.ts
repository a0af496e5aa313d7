import type { ApiInstance } from '../../http/types.js';
import { sendJob } from '../../jobs/send-job.js';

/**
 * The job sent when a capability alert's publication has committed: the modules that follow
 * publications (matchmaking) declare a QueuedJob of this name and get `{ alertId }`. The queue
 * keeps its first name, so jobs queued before survive.
 */
export const ALERT_PUBLISHED_JOB = 'alert-matchmaking';

/** Announces a committed publication on the job queue (never throws; see sendJob). */
export const announceAlertPublished = (app: ApiInstance, alertId: number): Promise<void> =>
  sendJob(app, ALERT_PUBLISHED_JOB, { alertId });

import type { ApiInstance } from '../../http/types.js';
import { sendJob } from '../../jobs/send-job.js';

/**
 * The job sent when a sign-up has finished and the account can sign in (set-password answered
 * ACTIVE), with `{ userId }`: modules that react to a new account (meetups register an event
 * sign-up's user for its meetup) declare a QueuedJob that `follows` it.
 */
export const USER_ACTIVATED_JOB = 'user-activated';

/** Announces a committed activation on the job queue (never throws; see sendJob). */
export const announceUserActivated = (app: ApiInstance, userId: number): Promise<void> =>
  sendJob(app, USER_ACTIVATED_JOB, { userId });

import type { ApiInstance } from '../../http/types.js';
import { sendJob } from '../../jobs/send-job.js';

/**
 * The job sent when a company's profile update has committed, with `{ companyId }`: modules that
 * react to it (watchlists tell the company's watchers) declare a QueuedJob that `follows` it.
 */
export const COMPANY_UPDATED_JOB = 'company-updated';

/** Announces a committed profile update on the job queue (never throws; see sendJob). */
export const announceCompanyUpdated = (app: ApiInstance, companyId: number): Promise<void> =>
  sendJob(app, COMPANY_UPDATED_JOB, { companyId });

import type { ApiInstance } from '../http/types.js';
import type { JobData } from './job-data.js';

/**
 * Sends an on-demand job after the change it announces has committed (e.g. a request published:
 * the modules that follow it run their QueuedJob of that name), so the route answers at once.
 * Never throws: a send that fails is logged, and the follower's sweep picks the work up later.
 */
export async function sendJob(app: ApiInstance, name: string, data: JobData): Promise<void> {
  try {
    if (app.deps.jobs) await app.deps.jobs.send(name, data);
    else app.log.warn({ job: name, ...data }, 'no job queue: left for its sweep');
  } catch (error) {
    app.log.error({ err: error, job: name, ...data }, `could not queue ${name}: left for its sweep`);
  }
}

import type { ApiInstance } from '../http/types.js';
import type { JobData } from './job-data.js';

/**
 * Sends an on-demand job after the change it announces has committed (e.g. a request published:
 * the module that runs the QueuedJob of that name, and those whose jobs `follow` it, each get
 * it), so the route answers at once.
 * Never throws: a send that fails is logged, and the follower's sweep picks the work up later.
 */
export async function sendJob(app: ApiInstance, name: string, data: JobData): Promise<void> {
  const jobs = app.modules.flatMap((module) => module.queues ?? []);
  // Its own queue when a module runs a job of that name, and the queue of every job following it.
  const queues = jobs.filter((job) => !job.cron && (job.name === name || job.follows === name)).map((job) => job.name);
  // A name nobody runs or follows still goes to its own queue: the queue reports it (a typo is a bug).
  for (const queue of queues.length > 0 ? queues : [name]) {
    try {
      if (app.deps.jobs) await app.deps.jobs.send(queue, data);
      else app.log.warn({ job: queue, ...data }, 'no job queue: left for its sweep');
    } catch (error) {
      app.log.error({ err: error, job: queue, ...data }, `could not queue ${queue}: left for its sweep`);
    }
  }
}

import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/database.js';
import type { ApiInstance } from '../http/types.js';
import type { JobData, JobSender, QueuedJob } from './job.js';

/** pg-boss keeps its tables in their own schema, apart from the product's migrations. */
export const JOB_SCHEMA = 'pgboss';

export interface JobQueue extends JobSender {
  boss: PgBoss;
  stop(): Promise<void>;
}

/** Seconds between a sent job's worker polls in other processes (the sending process wakes its own at once). */
const ON_DEMAND_POLL_SECONDS = 1;
/** Sent jobs one process runs at the same time (e.g. fan-outs of several publishes). */
const ON_DEMAND_CONCURRENCY = 4;

export interface JobQueueOptions {
  /** Leave false to only register schedules (a test that inspects the queue without running work). */
  work?: boolean;
  /** Supervise and run cron (default true); tests that only look at stored schedules pass false. */
  schedule?: boolean;
}

/**
 * Opens pg-boss on the api's own database: PGlite through pg-boss's `fromPglite` adapter (one
 * embedded connection, so no second pool), PostgreSQL through the api's pool. Creates pg-boss's
 * schema on first start; its schedules and jobs live in tables, so they outlast the process.
 */
export async function openJobQueue(database: Database, options: JobQueueOptions = {}): Promise<PgBoss> {
  const schedule = options.schedule ?? true;
  const common = { schema: JOB_SCHEMA, schedule, supervise: schedule, migrate: true } as const;
  let boss: PgBoss;
  if (database.pglite) {
    boss = new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' });
  } else if (database.pool) {
    const pool = database.pool;
    boss = new PgBoss({ ...common, db: { executeSql: (text, values) => pool.query(text, values) } });
  } else {
    throw new Error('the job queue needs PGlite or a PostgreSQL pool');
  }
  await boss.start();
  return boss;
}

/**
 * Creates each job's queue and starts a worker: a scheduled job's schedule is stored (an upsert:
 * restarts change nothing); an on-demand job waits for sends. Answers the on-demand jobs' worker
 * ids, so a send can wake this process's worker at once instead of waiting for its poll.
 */
export async function registerJobs(
  boss: PgBoss,
  jobs: readonly QueuedJob[],
  app: ApiInstance,
): Promise<Map<string, string>> {
  const workers = new Map<string, string>();
  for (const job of jobs) {
    if (job.cron) {
      // singleton: one run at a time across every api process, so a slow run never overlaps the next tick.
      await boss.createQueue(job.name, { policy: 'singleton', retryLimit: 2, expireInSeconds: 600 });
      await boss.schedule(job.name, job.cron, null, { tz: 'UTC' });
      await boss.work(job.name, async () => {
        await job.run(app, {});
      });
      continue;
    }
    // standard: every send is its own job; several run at once (each on its own data).
    await boss.createQueue(job.name, { policy: 'standard', retryLimit: 3, retryDelay: 5, expireInSeconds: 600 });
    const id = await boss.work<JobData>(
      job.name,
      { pollingIntervalSeconds: ON_DEMAND_POLL_SECONDS, localConcurrency: ON_DEMAND_CONCURRENCY },
      async (batch) => {
        for (const item of batch) await job.run(app, item.data);
      },
    );
    workers.set(job.name, id);
  }
  return workers;
}

/** The server's queue: every module's jobs scheduled and worked; the answer stops it gracefully. */
export async function startJobQueue(
  database: Database,
  jobs: readonly QueuedJob[],
  app: ApiInstance,
): Promise<JobQueue> {
  const boss = await openJobQueue(database);
  boss.on('error', (error: unknown) => app.log.error({ err: error }, 'job queue error'));
  const workers = await registerJobs(boss, jobs, app);
  return {
    boss,
    stop: () => boss.stop({ graceful: true, close: false }),
    async send(name, data) {
      await boss.send(name, data);
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
    },
  };
}

import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/database.js';
import type { ApiInstance } from '../http/types.js';
import type { QueuedJob } from './job.js';

/** pg-boss keeps its tables in their own schema, apart from the product's migrations. */
export const JOB_SCHEMA = 'pgboss';

export interface JobQueue {
  boss: PgBoss;
  stop(): Promise<void>;
}

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

/** Creates each job's queue, stores its schedule (an upsert: restarts change nothing) and starts a worker. */
export async function registerJobs(boss: PgBoss, jobs: readonly QueuedJob[], app: ApiInstance): Promise<void> {
  for (const job of jobs) {
    // singleton: one run at a time across every api process, so a slow run never overlaps the next tick.
    await boss.createQueue(job.name, { policy: 'singleton', retryLimit: 2, expireInSeconds: 600 });
    await boss.schedule(job.name, job.cron, null, { tz: 'UTC' });
    await boss.work(job.name, async () => {
      await job.run(app);
    });
  }
}

/** The server's queue: every module's jobs scheduled and worked; the answer stops it gracefully. */
export async function startJobQueue(
  database: Database,
  jobs: readonly QueuedJob[],
  app: ApiInstance,
): Promise<JobQueue> {
  const boss = await openJobQueue(database);
  boss.on('error', (error: unknown) => app.log.error({ err: error }, 'job queue error'));
  await registerJobs(boss, jobs, app);
  return { boss, stop: () => boss.stop({ graceful: true, close: false }) };
}

import { afterCommit } from '../db/request-transaction.js';
import type { ApiInstance } from '../http/types.js';
import type { JobData, JobSender, QueuedJob } from './job.js';

/**
 * The app's `deps.jobs`: made before the app (the queue needs the app to start its workers), then
 * attached to the queue (server.ts) or to an in-process runner (tests). A job sent while nothing
 * is attached is dropped with a warning: on-demand jobs must tolerate that (e.g. matchmaking's
 * sweep picks up what was never sent), as they must tolerate a crash between commit and send.
 */
export interface JobDispatcher extends JobSender {
  attach(target: JobSender): void;
}

export function createJobDispatcher(warn: (message: string) => void = console.warn): JobDispatcher {
  let target: JobSender | undefined;
  return {
    attach(next) {
      target = next;
    },
    async send(name, data) {
      if (!target) {
        warn(`job ${name} sent before the job queue started; left for its sweep`);
        return;
      }
      const queue = target;
      // After the commit: the job must find what it was sent about (db/request-transaction.ts).
      await afterCommit(() => queue.send(name, data));
    },
  };
}

/** The sent jobs of an in-process runner, for tests (and scripts) that wait for their effects. */
export interface InlineJobRunner extends JobSender {
  /** Every job sent so far, in order (name and data). */
  readonly sent: { name: string; data: JobData }[];
  /**
   * Runs every job sent and not yet run (and those they send in turn) to the end; rethrows the
   * first failure. With `auto`, jobs start on their own right after `send`: drain then only waits.
   */
  drain(): Promise<void>;
}

/**
 * Runs sent jobs in this process. `auto` false (tests' default): a job waits until `drain()`, so
 * a test sees exactly the state between the commit and the job; true: it starts at once, as the
 * server's queue would.
 */
export function createInlineJobRunner(
  app: () => ApiInstance,
  jobs: readonly QueuedJob[],
  options: { auto?: boolean } = {},
): InlineJobRunner {
  return inlineRunner(app, jobs, options);
}

/**
 * An inline runner for an app that does not exist yet (its deps take the runner): `bind(app)` once
 * createApp has answered; a job run before that fails.
 */
export function createUnboundJobRunner(
  jobs: readonly QueuedJob[],
  options: { auto?: boolean } = {},
): InlineJobRunner & { bind(app: ApiInstance): void } {
  let bound: ApiInstance | undefined;
  const runner = inlineRunner(
    () => {
      if (!bound) throw new Error('a job ran before the app was created');
      return bound;
    },
    jobs,
    options,
  );
  return Object.assign(runner, {
    bind(app: ApiInstance) {
      bound = app;
    },
  });
}

function inlineRunner(
  app: () => ApiInstance,
  jobs: readonly QueuedJob[],
  options: { auto?: boolean },
): InlineJobRunner {
  const byName = new Map(jobs.filter((job) => !job.cron).map((job) => [job.name, job]));
  const waiting: { name: string; data: JobData }[] = [];
  const running = new Set<Promise<void>>();
  const failures: unknown[] = [];
  const sent: { name: string; data: JobData }[] = [];

  const start = (item: { name: string; data: JobData }): void => {
    const job = byName.get(item.name);
    const run = (async () => {
      if (!job) throw new Error(`no on-demand job named ${item.name}`);
      await job.run(app(), item.data);
    })().catch((error: unknown) => {
      failures.push(error);
    });
    running.add(run);
    void run.finally(() => running.delete(run));
  };

  return {
    sent,
    async send(name, data) {
      const item = { name, data: structuredClone(data) };
      await afterCommit(() => {
        sent.push(item);
        if (options.auto) setImmediate(() => start(item));
        else waiting.push(item);
      });
    },
    async drain() {
      for (;;) {
        // Let auto-started jobs scheduled by setImmediate begin before looking.
        await new Promise((resolve) => setImmediate(resolve));
        for (let item = waiting.shift(); item; item = waiting.shift()) start(item);
        if (running.size === 0) break;
        await Promise.all([...running]);
      }
      const failure = failures.shift();
      failures.length = 0;
      if (failure !== undefined) throw failure;
    },
  };
}

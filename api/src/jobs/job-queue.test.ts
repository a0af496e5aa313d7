import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../testing/index.js';
import type { QueuedJob } from './job.js';
import { openJobQueue, startJobQueue } from './job-queue.js';

describe.each(testDatabaseKinds(import.meta.url))('job queue (%s)', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  it('keeps a scheduled job across a restart on the same database', async () => {
    t = await createTestApp({ kind });
    const job: QueuedJob = { name: 'test-every-minute', cron: '* * * * *', run: async () => undefined };
    const first = await startJobQueue(t.database, [job], t.app);
    expect((await first.boss.getSchedules(job.name)).map((s) => s.cron)).toEqual(['* * * * *']);
    await first.stop();

    // A new process: nothing registers the job again, yet the database still holds its schedule.
    const second = await openJobQueue(t.database, { schedule: false });
    try {
      const schedules = await second.getSchedules(job.name);
      expect(schedules.map((s) => [s.name, s.cron, s.timezone])).toEqual([[job.name, '* * * * *', 'UTC']]);
      expect((await second.getQueues([job.name])).map((q) => q.policy)).toEqual(['singleton']);
    } finally {
      await second.stop({ graceful: false, close: false });
    }
  });

  it('registers the same jobs again on restart without duplicating them', async () => {
    t = await createTestApp({ kind });
    const job: QueuedJob = { name: 'test-twice', cron: '*/5 * * * *', run: async () => undefined };
    for (let start = 0; start < 2; start += 1) {
      const queue = await startJobQueue(t.database, [job], t.app);
      await queue.stop();
    }
    const boss = await openJobQueue(t.database, { schedule: false });
    try {
      expect(await boss.getSchedules(job.name)).toHaveLength(1);
    } finally {
      await boss.stop({ graceful: false, close: false });
    }
  });

  it('runs a queued job through its worker', async () => {
    t = await createTestApp({ kind });
    const app = t.app;
    let ran!: () => void;
    const done = new Promise<void>((resolve) => (ran = resolve));
    const job: QueuedJob = {
      name: 'test-run',
      cron: '0 0 1 1 *',
      run: async (given) => {
        expect(given).toBe(app);
        ran();
      },
    };
    const queue = await startJobQueue(t.database, [job], t.app);
    try {
      await queue.boss.send(job.name, {});
      await done;
    } finally {
      await queue.stop();
    }
  });

  it('runs a sent job with its data at once through its worker', async () => {
    t = await createTestApp({ kind });
    let ran!: (data: unknown) => void;
    const done = new Promise<unknown>((resolve) => (ran = resolve));
    const job: QueuedJob = { name: 'test-sent', run: async (_app, data) => ran(data) };
    const queue = await startJobQueue(t.database, [job], t.app);
    try {
      expect(await queue.boss.getSchedules(job.name)).toEqual([]);
      const started = Date.now();
      await queue.send(job.name, { requestId: 7 });
      expect(await done).toEqual({ requestId: 7 });
      // Woken by the send, not by its next poll.
      expect(Date.now() - started).toBeLessThan(900);
    } finally {
      await queue.stop();
    }
  });
});

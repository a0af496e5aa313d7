import { describe, expect, it } from 'vitest';
import type { ApiInstance } from '../http/types.js';
import type { QueuedJob } from './job.js';
import { createInlineJobRunner, createJobDispatcher } from './job-sender.js';

const app = {} as ApiInstance;

describe('inline job runner', () => {
  it('keeps sent jobs until drain, then runs them and what they send', async () => {
    const log: string[] = [];
    const jobs: QueuedJob[] = [
      {
        name: 'first',
        run: async (_app, data) => {
          log.push(`first ${String(data.n)}`);
          await runner.send('second', { n: Number(data.n) + 1 });
        },
      },
      { name: 'second', run: async (_app, data) => void log.push(`second ${String(data.n)}`) },
      { name: 'cron', cron: '* * * * *', run: async () => void log.push('cron') },
    ];
    const runner = createInlineJobRunner(() => app, jobs);
    await runner.send('first', { n: 1 });
    expect(log).toEqual([]);
    await runner.drain();
    expect(log).toEqual(['first 1', 'second 2']);
    expect(runner.sent.map((s) => s.name)).toEqual(['first', 'second']);
  });

  it('starts jobs on its own with auto, and drain rethrows a failure', async () => {
    const runner = createInlineJobRunner(
      () => app,
      [
        {
          name: 'boom',
          run: async () => {
            throw new Error('boom');
          },
        },
      ],
      { auto: true },
    );
    await runner.send('boom', {});
    await expect(runner.drain()).rejects.toThrow('boom');
    await runner.send('unknown', {});
    await expect(runner.drain()).rejects.toThrow('no on-demand job named unknown');
  });

  it('dispatches to the attached target, and drops (with a warning) before one is attached', async () => {
    const warnings: string[] = [];
    const dispatcher = createJobDispatcher((m) => warnings.push(m));
    await dispatcher.send('early', {});
    const sent: string[] = [];
    dispatcher.attach({ send: async (name) => void sent.push(name) });
    await dispatcher.send('late', {});
    expect(sent).toEqual(['late']);
    expect(warnings).toHaveLength(1);
  });
});

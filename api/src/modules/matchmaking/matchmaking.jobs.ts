import type { QueuedJob } from '../../jobs/job.js';
import { runAlertMatchmaking } from './alert-matchmaking.js';
import { runRequestMatchmaking } from './request-matchmaking.js';
import { sweepMatchmaking } from './matchmaking.sweep.js';

export const REQUEST_MATCHMAKING_JOB = 'request-matchmaking';
export const ALERT_MATCHMAKING_JOB = 'alert-matchmaking';

/** The id a sent job names; a job without one is a bug, not something to retry. */
function idOf(data: Record<string, unknown>, key: string): number | undefined {
  const value = data[key];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

export const matchmakingJobs: readonly QueuedJob[] = [
  {
    name: REQUEST_MATCHMAKING_JOB,
    run: async (app, data) => {
      const id = idOf(data, 'requestId');
      if (id === undefined) return void app.log.error({ data }, 'request matchmaking without a requestId');
      const result = await runRequestMatchmaking(app, id);
      if (result.ran) app.log.info({ requestId: id, ...result }, 'request matchmaking done');
    },
  },
  {
    name: ALERT_MATCHMAKING_JOB,
    run: async (app, data) => {
      const id = idOf(data, 'alertId');
      if (id === undefined) return void app.log.error({ data }, 'alert matchmaking without an alertId');
      const result = await runAlertMatchmaking(app, id);
      if (result.ran) app.log.info({ alertId: id, ...result }, 'capability alert matchmaking done');
    },
  },
  {
    name: 'matchmaking-sweep',
    cron: '* * * * *',
    run: async (app) => {
      const swept = await sweepMatchmaking(app);
      if (swept.requests > 0) app.log.warn(swept, 'matchmaking sweep ran requests left pending');
    },
  },
];

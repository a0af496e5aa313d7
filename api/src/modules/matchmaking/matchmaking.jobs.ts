import type { ApiInstance } from '../../http/types.js';
import type { QueuedJob } from '../../jobs/job.js';
import { runAlertMatchmaking } from './alert-matchmaking.js';
import type { FanOutResult } from './request-matchmaking.js';
import { runRequestMatchmaking } from './request-matchmaking.js';
import { sweepMatchmaking } from './matchmaking.sweep.js';
import { ALERT_PUBLISHED_JOB } from '../capability/index.js';
import { REQUEST_PUBLISHED_JOB } from '../requests/index.js';

/** A sent fan-out job: the id its data names (a job without one is a bug, logged, not retried), then the run. */
function fanOutJob(name: string, key: string, run: (app: ApiInstance, id: number) => Promise<FanOutResult>): QueuedJob {
  return {
    name,
    run: async (app, data) => {
      const id = data[key];
      if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0)
        return void app.log.error({ job: name, data }, `matchmaking job without a valid ${key}`);
      const result = await run(app, id);
      if (result.ran) app.log.info({ job: name, [key]: id, ...result }, 'matchmaking done');
    },
  };
}

export const matchmakingJobs: readonly QueuedJob[] = [
  fanOutJob(REQUEST_PUBLISHED_JOB, 'requestId', (app, id) => runRequestMatchmaking(app, id)),
  fanOutJob(ALERT_PUBLISHED_JOB, 'alertId', (app, id) => runAlertMatchmaking(app, id)),
  {
    name: 'matchmaking-sweep',
    cron: '* * * * *',
    run: async (app) => {
      const swept = await sweepMatchmaking(app);
      if (swept.requests > 0) app.log.warn(swept, 'matchmaking sweep ran requests left pending');
    },
  },
];

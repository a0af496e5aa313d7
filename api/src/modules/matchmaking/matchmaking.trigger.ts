import type { ApiInstance } from '../../http/types.js';
import { ALERT_MATCHMAKING_JOB, REQUEST_MATCHMAKING_JOB } from './matchmaking.jobs.js';

/**
 * Called after a request's publication has committed (its row carries matchmaking = 'PENDING'):
 * hands the fan-out to the job queue so the publish answers at once. Never throws: a send that
 * fails is logged and the sweep (matchmaking.sweep.ts) picks the request up a minute later.
 */
export async function queueRequestMatchmaking(app: ApiInstance, requestId: number): Promise<void> {
  await send(app, REQUEST_MATCHMAKING_JOB, { requestId });
}

/** Called after a capability alert's publication has committed; same contract as above. */
export async function queueAlertMatchmaking(app: ApiInstance, alertId: number): Promise<void> {
  await send(app, ALERT_MATCHMAKING_JOB, { alertId });
}

async function send(app: ApiInstance, name: string, data: Record<string, number>): Promise<void> {
  try {
    if (app.deps.jobs) await app.deps.jobs.send(name, data);
    else app.log.warn({ job: name, ...data }, 'no job queue: left for the matchmaking sweep');
  } catch (error) {
    app.log.error({ err: error, job: name, ...data }, 'could not queue matchmaking: left for its sweep');
  }
}

import type { ApiInstance } from '../../http/types.js';

/**
 * Called after a request's publication has committed (its row carries matchmaking = 'PENDING'):
 * hands the fan-out to the job queue so the publish answers at once. CONTRACT for the matchmaking
 * feature, which replaces this body; a request left PENDING is also picked up by its sweep.
 */
export async function queueRequestMatchmaking(_app: ApiInstance, _requestId: number): Promise<void> {}

/** Called after a capability alert's publication has committed; same contract as above. */
export async function queueAlertMatchmaking(_app: ApiInstance, _alertId: number): Promise<void> {}

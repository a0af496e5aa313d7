import { rowsOf } from '../../db/rows.js';
import { sql } from 'drizzle-orm';
import type { ApiInstance } from '../../http/types.js';
import { runAlertMatchmaking } from './alert-matchmaking.js';
import { runRequestMatchmaking } from './request-matchmaking.js';

/** A request PENDING longer than this lost its job (a crash between commit and send): the sweep runs it. */
export const SWEEP_AFTER_MS = 60_000;
/** Alerts published this recently are rerun by the sweep (they have no PENDING mark; reruns are idempotent). */
export const ALERT_SWEEP_WINDOW_MS = 60 * 60_000;
const SWEEP_LIMIT = 50;

/**
 * Every minute: runs the matchmaking of requests left PENDING for over a minute (the partial index
 * requests_matchmaking_pending_idx finds them), and reruns that of alerts published in the last
 * hour, so no publish loses its fan-out to a crash or a lost send.
 */
export async function sweepMatchmaking(app: ApiInstance): Promise<{ requests: number; alerts: number }> {
  const now = app.deps.clock.now();
  const before = new Date(now.getTime() - SWEEP_AFTER_MS).toISOString();
  const since = new Date(now.getTime() - ALERT_SWEEP_WINDOW_MS).toISOString();
  const pending = rowsOf<{ id: number }>(
    await app.deps.db.execute(sql`
      SELECT id FROM requests WHERE matchmaking = 'PENDING' AND published_at < ${before}::timestamptz
      ORDER BY published_at LIMIT ${SWEEP_LIMIT}`),
  );
  for (const row of pending) await runRequestMatchmaking(app, Number(row.id));
  const alerts = rowsOf<{ id: number }>(
    await app.deps.db.execute(sql`
      SELECT id FROM capability_alerts
      WHERE published_at >= ${since}::timestamptz AND published_at < ${before}::timestamptz AND withdrawn_at IS NULL
      ORDER BY published_at LIMIT ${SWEEP_LIMIT}`),
  );
  for (const row of alerts) await runAlertMatchmaking(app, Number(row.id));
  return { requests: pending.length, alerts: alerts.length };
}

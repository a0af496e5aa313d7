import { rowsOf } from '../../db/rows.js';
import { sql } from 'drizzle-orm';
import { dayOf } from '../../clock.js';
import type { ApiInstance } from '../../http/types.js';
import { excerpt, type Notified, notify, publishNotified } from '../notification/index.js';
import type { FanOutResult } from './request-matchmaking.js';
import { alertRecipients, matchGroups } from './matchmaking.query.js';

/** Members one transaction notifies about an alert. */
export const ALERT_BATCH_USERS = 500;

interface AlertRow {
  id: number;
  company_id: number;
  company_name: string;
  title: string;
  description: string;
  reference_ids: number[];
  current: boolean;
}

/** The alert's offer to compare with interests: services, products and therapeutic areas; its regions when it names nothing else. */
async function offerIds(app: ApiInstance, referenceIds: readonly number[]): Promise<number[]> {
  const groups = await matchGroups(app.deps.db, referenceIds);
  const offer = [...groups.therapeuticAreas, ...groups.services, ...groups.products];
  return offer.length > 0 ? offer : groups.regions;
}

/**
 * Matchmaking of one published capability alert: CAPABILITY_MATCH to members whose my-account
 * interests meet what the alert offers (see alertRecipients for who), in batches of users, live
 * events after each commit. Idempotent by subject ('CAPABILITY_ALERT', id): a rerun skips members
 * already told; a withdrawn or expired alert tells nobody.
 */
export async function runAlertMatchmaking(
  app: ApiInstance,
  alertId: number,
  options: { batchUsers?: number } = {},
): Promise<FanOutResult> {
  const result: FanOutResult = { ran: false, companies: 0, notified: 0, batches: 0 };
  const now = app.deps.clock.now();
  const today = dayOf(now);
  const [alert] = rowsOf<AlertRow>(
    await app.deps.db.execute(sql`
      SELECT a.id, a.company_id, c.name AS company_name, a.title, a.description, a.reference_ids,
        (a.published_at IS NOT NULL AND a.withdrawn_at IS NULL AND a.valid_until >= ${today}::date) AS current
      FROM capability_alerts a JOIN companies c ON c.id = a.company_id WHERE a.id = ${alertId}`),
  );
  if (!alert?.current) return result;
  result.ran = true;
  const widened = await offerIds(app, alert.reference_ids.map(Number));
  const target = { id: alertId, companyId: Number(alert.company_id), referenceIds: alert.reference_ids };
  const limit = Math.max(1, options.batchUsers ?? ALERT_BATCH_USERS);
  let after = 0;
  for (;;) {
    const notified = await app.deps.db.transaction(async (tx): Promise<Notified[]> => {
      // Two runs of the same alert take turns, so neither notifies a member the other just did.
      await tx.execute(sql`SELECT id FROM capability_alerts WHERE id = ${alertId} FOR UPDATE`);
      const users = await alertRecipients(tx, target, widened, { after, limit, now });
      return notify(
        tx,
        users.map((userId) => ({
          userId,
          kind: 'CAPABILITY_MATCH',
          title: `New capability alert from ${alert.company_name}: ${alert.title}`,
          body: excerpt(alert.description) || null,
          link: `/capability?alert=${alertId}`,
          subjectKind: 'CAPABILITY_ALERT',
          subjectId: alertId,
        })),
        now,
      );
    });
    if (notified.length === 0) break;
    publishNotified(app.deps.events, notified);
    result.notified += notified.length;
    result.batches += 1;
    after = Math.max(...notified.map((n) => n.userId));
    if (notified.length < limit) break;
  }
  return result;
}

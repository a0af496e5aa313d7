import { sql } from 'drizzle-orm';
import { dayOf } from '../../../clock.js';
import type { Executor } from '../../../db/database.js';

/**
 * has_published_requests / has_published_alerts from the records, for every company, in one
 * statement: after a seed inserts requests or alerts in bulk (the scale requests, matchmaking's
 * generated marketplace), the search flags say what the lists show.
 */
export async function refreshMarketplaceFlags(db: Executor, now: Date): Promise<void> {
  await db.execute(sql`
    UPDATE companies c SET
      has_published_requests = EXISTS (
        SELECT 1 FROM requests r WHERE r.company_id = c.id AND r.status = 'OPEN' AND r.visibility = 'PUBLIC'),
      has_published_alerts = EXISTS (
        SELECT 1 FROM capability_alerts a WHERE a.company_id = c.id AND a.published_at IS NOT NULL
          AND a.withdrawn_at IS NULL AND a.valid_until >= ${dayOf(now)}::date)
    WHERE c.has_published_requests <> EXISTS (
        SELECT 1 FROM requests r WHERE r.company_id = c.id AND r.status = 'OPEN' AND r.visibility = 'PUBLIC')
      OR c.has_published_alerts <> EXISTS (
        SELECT 1 FROM capability_alerts a WHERE a.company_id = c.id AND a.published_at IS NOT NULL
          AND a.withdrawn_at IS NULL AND a.valid_until >= ${dayOf(now)}::date)`);
}

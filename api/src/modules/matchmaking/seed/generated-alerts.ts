import { sql } from 'drizzle-orm';
import { dayOf } from '../../../clock.js';
import type { Executor } from '../../../db/database.js';
import { addDays } from '../../../dates.js';
import { bulkInsert } from '../../../seed/bulk-insert.js';
import type { Random } from '../../../seed/prng.js';
import { capabilityAlerts, writeAlerts } from '../../capability/index.js';
import { loadCompanyFacts } from '../../company/index.js';
import type { ReferenceRef } from '../../reference/index.js';

const HOUR = 3_600_000;

/**
 * One current alert for each active demo company flagged as publishing alerts (and without one yet), by its
 * first member, written from its own capabilities. Published over the last weeks, and written in the
 * order the list shows them, so neighbours on a page read as different announcements.
 */
export async function seedGeneratedAlerts(
  db: Executor,
  now: Date,
  random: Random,
  ref: (r: ReferenceRef) => number,
): Promise<void> {
  const authors = await loadCompanyFacts(
    db,
    sql`c.active AND c.has_published_alerts AND NOT EXISTS (SELECT 1 FROM capability_alerts a WHERE a.company_id = c.id)`,
  );
  const listed = random.sample(authors, authors.length);
  const published = listed
    .map(() => new Date(now.getTime() - random.int(1, 25) * 24 * HOUR - random.int(0, 10) * HOUR))
    .sort((a, b) => b.getTime() - a.getTime());
  const existing = (await db.execute(sql`SELECT title FROM capability_alerts`)) as unknown as {
    rows: { title: string }[];
  };
  const alerts = writeAlerts(
    listed,
    random,
    now,
    existing.rows.map((a) => a.title),
  );
  const rows = alerts.map((alert, i) => {
    const at = published[i] ?? now;
    return {
      companyId: alert.companyId,
      createdByUserId: listed[i]?.memberId ?? 0,
      title: alert.title,
      description: alert.description,
      referenceIds: [...new Set(alert.references.map(ref))].sort((a, b) => a - b),
      validUntil: dayOf(addDays(at, random.int(30, 120))),
      publishedAt: at,
      createdAt: new Date(at.getTime() - random.int(1, 48) * HOUR),
      updatedAt: at,
    };
  });
  // Oldest first, so ids grow with publication as they would have.
  await bulkInsert(db, capabilityAlerts, rows.reverse());
}

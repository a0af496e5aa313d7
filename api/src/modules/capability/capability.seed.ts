import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { dayOf } from '../../clock.js';
import { addDays } from '../../dates.js';
import type { ModuleSeed } from '../../seed/module-seed.js';
import { referenceLookup } from '../reference/index.js';
import { seededPeople } from '../user/index.js';
import { DEMO_ALERTS } from './capability.data.js';
import { syncAllPublishedAlertsFlags } from './capability.repository.js';
import { capabilityAlerts } from './capability.table.js';

/**
 * One current capability alert for every seeded company flagged `has_published_alerts` (its first
 * member publishes it, from the company's own services, areas and regions), so the flag and the
 * `/capability` list agree; a flagged company without members or services loses the flag.
 */
async function seedFlaggedAlerts(db: Executor, now: Date): Promise<void> {
  const today = dayOf(now);
  await db.execute(sql`
    INSERT INTO capability_alerts (company_id, created_by_user_id, title, description, reference_ids, valid_until, published_at, created_at, updated_at)
    SELECT c.id, u.id,
      (ARRAY['Open capacity: ', 'Now available: ', 'Starting new studies in ', 'Accepting projects: '])[1 + c.id % 4] || svc.name,
      c.name || ' can take on new ' || svc.name || ' work this quarter, with an experienced team ready to start within weeks. Write to us to discuss scope and timelines.',
      ARRAY(SELECT x FROM unnest(refs.ids) x ORDER BY x),
      ${today}::date + (30 + c.id % 60),
      ${now.toISOString()}::timestamptz - make_interval(days => c.id % 20),
      ${now.toISOString()}::timestamptz - make_interval(days => c.id % 20),
      ${now.toISOString()}::timestamptz - make_interval(days => c.id % 20)
    FROM companies c
    CROSS JOIN LATERAL (SELECT id FROM users WHERE company_id = c.id AND approval_status = 'APPROVED' ORDER BY id LIMIT 1) u
    CROSS JOIN LATERAL (
      SELECT ri.name FROM company_reference_items cri JOIN reference_items ri ON ri.id = cri.reference_item_id
      WHERE cri.company_id = c.id AND ri.kind = 'SERVICES' ORDER BY ri.name LIMIT 1) svc
    CROSS JOIN LATERAL (
      SELECT array_agg(id) AS ids FROM (
        SELECT ri.id, row_number() OVER (PARTITION BY ri.kind ORDER BY ri.name) AS n
        FROM company_reference_items cri JOIN reference_items ri ON ri.id = cri.reference_item_id
        WHERE cri.company_id = c.id AND ri.kind IN ('SERVICES', 'THERAPEUTIC_AREAS', 'REGIONS')) r
      WHERE n <= 3) refs
    WHERE c.has_published_alerts AND NOT EXISTS (SELECT 1 FROM capability_alerts a WHERE a.company_id = c.id)`);
  await syncAllPublishedAlertsFlags(db, today);
}

/** The persona companies' capability alerts, current and expired. */
async function seedDemoAlerts(db: Executor, now: Date): Promise<void> {
  const { ref } = await referenceLookup(db);
  const person = await seededPeople(db, [...new Set(DEMO_ALERTS.map((a) => a.by))]);
  const day = (days: number): string => dayOf(addDays(now, days));
  await db.insert(capabilityAlerts).values(
    DEMO_ALERTS.map((alert) => {
      const author = person(alert.by);
      const published = addDays(now, alert.publishedDays);
      return {
        companyId: author.companyId,
        createdByUserId: author.id,
        title: alert.title,
        description: alert.description,
        referenceIds: alert.references.map(ref),
        validUntil: day(alert.validDays),
        publishedAt: published,
        createdAt: published,
        updatedAt: published,
      };
    }),
  );
}

/**
 * Persona databases: an alert for every company flagged with one. Demo databases: the persona
 * companies' demo alerts (matchmaking's seed then gives the flagged demo companies theirs).
 */
export const capabilitySeed: ModuleSeed = { after: ['user'], personas: seedFlaggedAlerts, demo: seedDemoAlerts };

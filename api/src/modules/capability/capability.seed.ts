import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { dayOf } from '../../clock.js';
import { addDays } from '../../dates.js';
import type { ModuleSeed } from '../../seed/module-seed.js';
import { referenceLookup } from '../reference/index.js';
import { seededPeople } from '../user/index.js';
import { DEMO_SEED, loadCompanyFacts } from '../company/index.js';
import { createRandom } from '../../seed/prng.js';
import { DEMO_ALERTS } from './capability.data.js';
import { syncAllPublishedAlertsFlags } from './capability.repository.js';
import { capabilityAlerts } from './capability.table.js';
import { writeAlerts } from './seed/alert-writer.js';

/** The flagged companies' alerts' own stream of the fixed seed. */
const FLAGGED_ALERTS_SEED = DEMO_SEED + 12;

/**
 * One current capability alert for every seeded company flagged `has_published_alerts` (its first
 * member publishes it, written from the company's own services, areas and regions), so the flag and
 * the `/capability` list agree; a flagged company without members or services loses the flag.
 */
async function seedFlaggedAlerts(db: Executor, now: Date): Promise<void> {
  const today = dayOf(now);
  const { ref } = await referenceLookup(db);
  const authors = (
    await loadCompanyFacts(
      db,
      sql`c.has_published_alerts AND NOT EXISTS (SELECT 1 FROM capability_alerts a WHERE a.company_id = c.id)`,
    )
  ).filter((c) => c.services.length > 0);
  const alerts = writeAlerts(authors, createRandom(FLAGGED_ALERTS_SEED), now);
  if (alerts.length > 0)
    await db.insert(capabilityAlerts).values(
      alerts.map((alert, i) => {
        const author = authors[i];
        if (!author) throw new Error(`No author for ${alert.title}`);
        const published = addDays(now, -(author.id % 20));
        return {
          companyId: author.id,
          createdByUserId: author.memberId,
          title: alert.title,
          description: alert.description,
          referenceIds: [...new Set(alert.references.map(ref))].sort((a, b) => a - b),
          validUntil: dayOf(addDays(now, 30 + (author.id % 60))),
          publishedAt: published,
          createdAt: published,
          updatedAt: published,
        };
      }),
    );
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

import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { addDays } from '../../dates.js';
import { bulkInsert } from '../../seed/bulk-insert.js';
import type { ModuleSeed } from '../../seed/module-seed.js';
import { DEMO_SEED } from '../company/index.js';
import { referenceLookup } from '../reference/index.js';
import { createRandom } from '../../seed/prng.js';
import { refreshMarketplaceFlags, requests } from '../requests/index.js';
import { GENERATED_REQUESTS } from './seed/marketplace.data.js';
import { seedGeneratedAlerts } from './seed/generated-alerts.js';

const day = (now: Date, days: number): string => addDays(now, days).toISOString().slice(0, 10);
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The generated demo companies flagged as having published requests or alerts get one open public
 * request or one current alert each (by their first active member), so the lists are full and the
 * flags true: then every company's flags are set from the records, true exactly for companies with
 * an OPEN PUBLIC request / a current alert.
 */
async function seedGeneratedMarketplace(db: Executor, now: Date): Promise<void> {
  const flagged = rowsOf<{
    id: number;
    name: string;
    requests: boolean;
    alerts: boolean;
    user_id: number | null;
    reference_ids: number[];
  }>(
    await db.execute(sql`
      SELECT c.id, c.name, c.has_published_requests AS requests, c.has_published_alerts AS alerts,
        ARRAY(SELECT ri.id FROM reference_items ri WHERE ri.id = ANY(c.reference_ids)
          AND ri.kind IN ('THERAPEUTIC_AREAS', 'SERVICES', 'PRODUCTS', 'REGIONS') ORDER BY ri.id LIMIT 6) AS reference_ids,
        (SELECT u.id FROM users u WHERE u.company_id = c.id AND u.active AND u.approval_status = 'APPROVED' ORDER BY u.id LIMIT 1) AS user_id
      FROM companies c
      WHERE (c.has_published_requests OR c.has_published_alerts)
        AND NOT EXISTS (SELECT 1 FROM requests r WHERE r.company_id = c.id)
        AND NOT EXISTS (SELECT 1 FROM capability_alerts a WHERE a.company_id = c.id)
      ORDER BY c.id`),
  ).filter((c) => c.user_id !== null);
  const published = addDays(now, -1);
  const requestRows = flagged
    .filter((c) => c.requests)
    .map((c, i) => {
      const template = GENERATED_REQUESTS[i % GENERATED_REQUESTS.length] ?? GENERATED_REQUESTS[0];
      if (!template) throw new Error('no request templates');
      return {
        kind: template.kind,
        status: 'OPEN' as const,
        visibility: 'PUBLIC' as const,
        companyId: Number(c.id),
        createdByUserId: Number(c.user_id),
        title: `${template.title} (${c.name})`,
        description: template.text,
        responseDeadline: day(now, 14 + (i % 30)),
        referenceIds: c.reference_ids.map(Number),
        problem: template.kind === 'INNOVATION' ? template.text : null,
        stage: template.kind === 'INNOVATION' ? ('PILOT' as const) : null,
        timeline: template.kind === 'SERVICE' ? '12 months' : null,
        matchmaking: 'DONE' as const,
        publishedAt: addDays(published, -(i % 20)),
        createdAt: addDays(published, -(i % 20) - 1),
        updatedAt: addDays(published, -(i % 20)),
      };
    });
  await bulkInsert(db, requests, requestRows);
  await seedGeneratedAlerts(db, now, createRandom(DEMO_SEED + 10), (await referenceLookup(db)).ref);
  await refreshMarketplaceFlags(db, now);
}

/** The generated demo companies' requests and alerts (the persona companies' are the requests and capability seeds'). */
export const matchmakingSeed: ModuleSeed = { after: ['requests', 'capability'], demo: seedGeneratedMarketplace };

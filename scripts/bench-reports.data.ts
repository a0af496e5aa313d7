// Capability alerts for bench:reports (scripts/bench-reports.ts): seed:scale writes none, and the
// capability report needs a year or two of them. Deterministic (one PRNG seed), written by one
// active member of a site, CRO or technology provider each, published over the last 24 months
// (a tenth since withdrawn), each offering 1–3 services (some through a sub-service), a
// therapeutic area and most a region. Titles end with " BA-000123": counted to resume.
import { sql } from 'drizzle-orm';
import type { Executor } from '../api/src/db/database.js';
import { capabilityAlerts } from '../api/src/modules/capability/index.js';
import { ROLE_IDS } from '../api/src/modules/company/index.js';
import { bulkInsert } from '../api/src/seed/bulk-insert.js';
import { createRandom } from '../api/src/seed/prng.js';

const SEED = 31_000_004;
const MARK = ' BA-';
const DAY = 86_400_000;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function seedBenchAlerts(db: Executor, total: number, now: Date): Promise<void> {
  const [present] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM capability_alerts WHERE title LIKE ${`%${MARK}%`}`),
  );
  const from = present?.n ?? 0;
  if (from >= total) return;
  const authors = rowsOf<{ user_id: number; company_id: number }>(
    await db.execute(sql`SELECT DISTINCT ON (c.id) u.id AS user_id, c.id AS company_id
      FROM companies c JOIN users u ON u.company_id = c.id
      WHERE c.active AND c.role_id IN (${ROLE_IDS.site}, ${ROLE_IDS.cro}, ${ROLE_IDS.techProvider})
        AND u.active AND u.approval_status = 'APPROVED'
      ORDER BY c.id, u.id`),
  );
  const items = rowsOf<{ id: number; kind: string; parent_id: number | null }>(
    await db.execute(sql`SELECT id, kind::text AS kind, parent_id FROM reference_items
      WHERE kind::text IN ('SERVICES', 'THERAPEUTIC_AREAS', 'REGIONS') ORDER BY id`),
  );
  const ids = (kind: string, top: boolean) =>
    items.filter((r) => r.kind === kind && (r.parent_id === null) === top).map((r) => r.id);
  const [services, subServices, areas, regions] = [
    ids('SERVICES', true),
    ids('SERVICES', false),
    ids('THERAPEUTIC_AREAS', true),
    ids('REGIONS', true),
  ];
  if (authors.length === 0 || services.length === 0)
    throw new Error('bench alerts need the scale companies and services');
  const rows = Array.from({ length: total - from }, (_, k) => {
    const i = from + k;
    const random = createRandom(SEED + i);
    const author = random.pick(authors);
    const publishedAt = new Date(now.getTime() - random.int(0, 730) * DAY - random.int(0, 23) * 3_600_000);
    const offered = random.sample(
      random.chance(0.3) && subServices.length > 0 ? subServices : services,
      random.int(1, 3),
    );
    const referenceIds = [...offered, random.pick(areas), ...(random.chance(0.7) ? [random.pick(regions)] : [])];
    return {
      companyId: author.company_id,
      createdByUserId: author.user_id,
      title: `Capacity for new studies${MARK}${String(i).padStart(6, '0')}`,
      description: 'Capacity announced for the reports benchmark.',
      referenceIds: [...new Set(referenceIds)].sort((a, b) => a - b),
      validUntil: new Date(publishedAt.getTime() + random.int(30, 120) * DAY).toISOString().slice(0, 10),
      publishedAt,
      withdrawnAt: random.chance(0.1) ? new Date(publishedAt.getTime() + random.int(1, 20) * DAY) : null,
      createdAt: new Date(publishedAt.getTime() - DAY),
      updatedAt: publishedAt,
    };
  });
  await bulkInsert(db, capabilityAlerts, rows);
}

import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { LISTED_REFERENCES } from '../search/index.js';
import { type Period, type ReferenceFilters, referenceConditions, shown } from './report.rules.js';

/** A withheld count (null) ranks between the shown ones and zero. */
const rank = (count: number | null): number => (count === null ? 0.5 : count);

interface Row extends Record<string, unknown> {
  code: string | null;
  label: string | null;
  count: number;
  companies: number;
}

/**
 * Capability alerts of active companies published in the period (since withdrawn ones excepted;
 * expired ones count: they were published), by top-level service, in one statement: an alert
 * counts once for each top-level service it offers (directly or through a sub-service).
 */
export async function capabilityReport(db: Executor, period: Period, now: Date, f: ReferenceFilters) {
  const conditions = [
    sql`a.published_at IS NOT NULL`,
    sql`a.withdrawn_at IS NULL`,
    sql`a.published_at >= ${period.start.toISOString()}::timestamptz`,
    sql`a.published_at <= ${now.toISOString()}::timestamptz`,
    sql`c.active`,
    ...referenceConditions(sql`a.reference_ids`, f),
  ];
  const result = await db.execute<Row>(sql`WITH RECURSIVE ${LISTED_REFERENCES},
    alerts AS MATERIALIZED (
      SELECT a.id, a.company_id, a.reference_ids FROM capability_alerts a JOIN companies c ON c.id = a.company_id
      WHERE ${sql.join(conditions, sql` AND `)}
    ),
    services AS (SELECT s.id, s.name, s.sort_order FROM reference_items s WHERE s.kind::text = 'SERVICES' AND s.parent_id IS NULL),
    offered AS (
      SELECT DISTINCT al.id, al.company_id, l.ancestor_id
      FROM alerts al CROSS JOIN LATERAL unnest(al.reference_ids) AS ref(item_id)
      JOIN listed l ON l.item_id = ref.item_id
      WHERE l.ancestor_id IN (SELECT id FROM services)
    )
    SELECT NULL AS code, NULL AS label, count(*)::int AS count, count(DISTINCT company_id)::int AS companies, 0 AS sort_order
    FROM alerts
    UNION ALL
    SELECT s.id::text, s.name, count(o.id)::int, count(DISTINCT o.company_id)::int, s.sort_order
    FROM services s LEFT JOIN offered o ON o.ancestor_id = s.id
    GROUP BY s.id, s.name, s.sort_order`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const total = rows.find((row) => row.code === null);
  return {
    from: period.from,
    to: period.to,
    months: period.months,
    total: total ? shown(total.count, total.companies) : 0,
    services: rows
      .filter((row): row is Row & { code: string; label: string } => row.code !== null && row.label !== null)
      .map((row) => ({ code: row.code, label: row.label, count: shown(row.count, row.companies) }))
      // Most first by what is shown (a withheld figure sorts below every shown one but above none),
      // so the order says nothing a cell does not.
      .sort((a, b) => rank(b.count) - rank(a.count) || a.label.localeCompare(b.label)),
  };
}

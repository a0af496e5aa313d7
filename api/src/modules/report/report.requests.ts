import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { LISTED_REFERENCES } from '../search/index.js';
import {
  MIN_GROUP,
  monthOf,
  type Period,
  type ReferenceFilters,
  referenceConditions,
  REPORT_REQUEST_KINDS,
  shown,
} from './report.rules.js';

type Kind = (typeof REPORT_REQUEST_KINDS)[number];

/**
 * The requests the reports count: PUBLIC ones (what anyone may know exists) of active companies,
 * published in the period, linked to the selected area and region. Needs the `listed` CTE.
 */
function published(period: Period, now: Date, f: ReferenceFilters): SQL {
  return sql.join(
    [
      sql`r.published_at IS NOT NULL`,
      sql`r.visibility = 'PUBLIC'`,
      sql`r.published_at >= ${period.start.toISOString()}::timestamptz`,
      sql`r.published_at <= ${now.toISOString()}::timestamptz`,
      sql`c.active`,
      ...referenceConditions(sql`r.reference_ids`, f),
    ],
    sql` AND `,
  );
}

interface ActivityRow extends Record<string, unknown> {
  month: string | null;
  kind: Kind | null;
  count: number;
  companies: number;
}

/** Requests published by kind and month, in one statement; a cell of fewer than three posting companies is withheld. */
export async function requestActivityReport(db: Executor, period: Period, now: Date, f: ReferenceFilters) {
  const result = await db.execute<ActivityRow>(sql`WITH RECURSIVE ${LISTED_REFERENCES}
    SELECT ${monthOf(sql`r.published_at`)} AS month, r.kind, count(*)::int AS count,
      count(DISTINCT r.company_id)::int AS companies
    FROM requests r JOIN companies c ON c.id = r.company_id
    WHERE ${published(period, now, f)}
    GROUP BY GROUPING SETS ((${monthOf(sql`r.published_at`)}, r.kind), ())`);
  const rows = (result as unknown as { rows: ActivityRow[] }).rows;
  const total = rows.find((row) => row.month === null && row.kind === null);
  const cell = (month: string, kind: Kind) => rows.find((row) => row.month === month && row.kind === kind);
  return {
    from: period.from,
    to: period.to,
    months: period.months,
    total: total ? shown(total.count, total.companies) : 0,
    cells: period.months.flatMap((month) =>
      REPORT_REQUEST_KINDS.map((kind) => {
        const found = cell(month, kind);
        return { month, kind, count: found ? shown(found.count, found.companies) : 0 };
      }),
    ),
  };
}

interface TimesRow extends Record<string, unknown> {
  month: string | null;
  kind: Kind | null;
  requests: number;
  posters: number;
  answered: number;
  answered_posters: number;
  responders: number;
  median: number | null;
  p90: number | null;
}

const hours = (value: number | null): number | null => (value === null ? null : Math.round(Number(value) * 10) / 10);

/**
 * Hours from each request's publication to its first response (any status), as the median and the
 * 90th percentile (continuous, as PostgreSQL's percentile_cont) of the answered requests, for the
 * whole period and each kind, then by month and kind, in one statement. Times are withheld when
 * fewer than three companies posted the answered requests or fewer than three answered first.
 */
export async function responseTimesReport(db: Executor, period: Period, now: Date, f: ReferenceFilters) {
  const result = await db.execute<TimesRow>(sql`WITH RECURSIVE ${LISTED_REFERENCES},
    base AS (
      SELECT r.id, r.kind, r.company_id, ${monthOf(sql`r.published_at`)} AS month,
        first.company_id AS responder,
        extract(epoch FROM first.created_at - r.published_at) / 3600.0 AS hours
      FROM requests r JOIN companies c ON c.id = r.company_id
      LEFT JOIN LATERAL (
        SELECT x.company_id, x.created_at FROM request_responses x WHERE x.request_id = r.id
        ORDER BY x.created_at, x.id LIMIT 1
      ) first ON true
      WHERE ${published(period, now, f)}
    )
    SELECT month, kind, count(*)::int AS requests, count(DISTINCT company_id)::int AS posters,
      count(hours)::int AS answered,
      count(DISTINCT company_id) FILTER (WHERE hours IS NOT NULL)::int AS answered_posters,
      count(DISTINCT responder)::int AS responders,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY hours) AS median,
      percentile_cont(0.9) WITHIN GROUP (ORDER BY hours) AS p90
    FROM base GROUP BY GROUPING SETS ((), (kind), (month, kind))`);
  const rows = (result as unknown as { rows: TimesRow[] }).rows;
  const find = (month: string | null, kind: Kind | null) =>
    rows.find((row) => row.month === month && row.kind === kind);
  const row = (month: string | null, kind: Kind | null) => {
    const found = find(month, kind);
    if (!found) return { month, kind, requests: 0, answered: 0, medianHours: null, p90Hours: null, suppressed: false };
    const open = found.answered === 0 || Math.min(found.answered_posters, found.responders) >= MIN_GROUP;
    return {
      month,
      kind,
      requests: shown(found.requests, found.posters),
      answered: open ? found.answered : null,
      medianHours: open ? hours(found.median) : null,
      p90Hours: open ? hours(found.p90) : null,
      suppressed: !open,
    };
  };
  return {
    from: period.from,
    to: period.to,
    months: period.months,
    rows: [
      row(null, null),
      ...REPORT_REQUEST_KINDS.map((kind) => row(null, kind)),
      ...period.months.flatMap((month) => REPORT_REQUEST_KINDS.map((kind) => row(month, kind))),
    ],
  };
}

import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { baseFilter, LISTED_REFERENCES, NO_FILTERS } from '../search/index.js';
import { type ReferenceFilters, referenceConditions, shown } from './report.rules.js';

export interface CompaniesFilters extends ReferenceFilters {
  companyRoleId: number | null;
}

interface Row extends Record<string, unknown> {
  field: 'total' | 'area' | 'region' | 'cell';
  area: string;
  region: string;
  label: string;
  count: number;
}

type Figure = { code: string; label: string; count: number | null };

/**
 * Active companies by top-level therapeutic area and region, in one statement over the population
 * search lists to anyone (its base filter) narrowed as search's facet filters narrow it: a cell
 * equals the total search shows for that type, area and region; a company counts once per area
 * and region it is linked to (directly, or through an indication or sub-region).
 */
export async function companiesReport(db: Executor, f: CompaniesFilters) {
  const conditions = [baseFilter(NO_FILTERS, null), ...referenceConditions(sql`c.reference_ids`, f)];
  if (f.companyRoleId !== null) conditions.push(sql`c.role_id = ${f.companyRoleId}`);
  const only = (kind: string, id: number | null) =>
    sql`t.kind::text = ${kind} AND t.parent_id IS NULL${id === null ? sql`` : sql` AND t.id = ${id}`}`;
  // Each company's areas and regions as two arrays, then their pairs by unnest: no join of
  // companies with companies (the planner cannot estimate CTEs, and a nested loop there is slow).
  const result = await db.execute<Row>(sql`WITH RECURSIVE ${LISTED_REFERENCES},
    population AS MATERIALIZED (SELECT c.id, c.reference_ids FROM companies c WHERE ${sql.join(conditions, sql` AND `)}),
    tops AS MATERIALIZED (SELECT t.id, t.kind::text AS kind, t.name, t.sort_order FROM reference_items t
      WHERE (${only('THERAPEUTIC_AREAS', f.therapeuticAreaId)}) OR (${only('REGIONS', f.regionId)})),
    linked AS MATERIALIZED (
      SELECT p.id AS company_id,
        array_agg(DISTINCT l.ancestor_id) FILTER (WHERE l.kind = 'THERAPEUTIC_AREAS') AS areas,
        array_agg(DISTINCT l.ancestor_id) FILTER (WHERE l.kind = 'REGIONS') AS regions
      FROM population p CROSS JOIN LATERAL unnest(p.reference_ids) AS ref(item_id)
      JOIN listed l ON l.item_id = ref.item_id
      WHERE l.ancestor_id IN (SELECT id FROM tops)
      GROUP BY p.id
    ),
    singles AS MATERIALIZED (
      SELECT x.id, count(*)::int AS count FROM linked
      CROSS JOIN LATERAL unnest(coalesce(linked.areas, '{}') || coalesce(linked.regions, '{}')) AS x(id)
      GROUP BY x.id
    )
    SELECT 'total' AS field, '' AS area, '' AS region, '' AS label, (SELECT count(*)::int FROM population) AS count,
      0 AS o1, 0 AS o2
    UNION ALL
    SELECT CASE t.kind WHEN 'REGIONS' THEN 'region' ELSE 'area' END, t.id::text, t.id::text, t.name,
      coalesce(s.count, 0), t.sort_order, t.id
    FROM tops t LEFT JOIN singles s ON s.id = t.id
    UNION ALL
    SELECT 'cell', a.id::text, r.id::text, '', count(*)::int, 0, 0
    FROM linked CROSS JOIN LATERAL unnest(linked.areas) AS a(id) CROSS JOIN LATERAL unnest(linked.regions) AS r(id)
    GROUP BY a.id, r.id
    ORDER BY 6, 7`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const figures = (field: Row['field']): Figure[] =>
    rows
      .filter((row) => row.field === field)
      .map((row) => ({ code: row.area, label: row.label, count: shown(row.count, row.count) }));
  const areas = figures('area');
  const regions = figures('region');
  const cells = new Map(
    rows.filter((row) => row.field === 'cell').map((row) => [`${row.area}:${row.region}`, row.count]),
  );
  const total = rows.find((row) => row.field === 'total')?.count ?? 0;
  return {
    companies: shown(total, total),
    areas,
    regions,
    cells: areas.flatMap((area) =>
      regions.map((region) => {
        const count = cells.get(`${area.code}:${region.code}`) ?? 0;
        return { areaCode: area.code, regionCode: region.code, count: shown(count, count) };
      }),
    ),
  };
}

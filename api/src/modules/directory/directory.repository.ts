import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { baseFilter, LISTED_REFERENCES, NO_FILTERS } from '../search/index.js';

export interface Figure {
  code: string;
  label: string;
  count: number;
}

export interface Figures {
  companies: number;
  byType: Figure[];
  byRegion: Figure[];
}

interface FigureRow extends Record<string, unknown> {
  field: 'total' | 'type' | 'region';
  code: string;
  label: string;
  count: number;
}

/**
 * The directory's figures in one statement, over the population search lists to anyone (its own
 * base filter with no filters set) and counted as its facets count: a company counts for its
 * business type, and for a top-level region when it is linked to that region or to any region
 * under it (search's `listed` chain), once per region.
 */
export async function countFigures(db: Executor): Promise<Figures> {
  const listed = baseFilter(NO_FILTERS, null);
  const result = await db.execute<FigureRow>(sql`WITH RECURSIVE ${LISTED_REFERENCES},
    population AS MATERIALIZED (SELECT c.id, c.role_id, c.reference_ids FROM companies c WHERE ${listed})
    SELECT 'total' AS field, '' AS code, '' AS label, count(*)::int AS count FROM population
    UNION ALL
    SELECT 'type', r.id::text, r.name, count(*)::int FROM population p JOIN company_roles r ON r.id = p.role_id
    GROUP BY r.id, r.name
    UNION ALL
    SELECT 'region', a.id::text, a.name, count(DISTINCT p.id)::int
    FROM population p CROSS JOIN LATERAL unnest(p.reference_ids) AS ref(item_id)
    JOIN listed l ON l.item_id = ref.item_id
    JOIN reference_items a ON a.id = l.ancestor_id
    WHERE l.kind = 'REGIONS' AND a.parent_id IS NULL
    GROUP BY a.id, a.name`);
  const rows = (result as unknown as { rows: FigureRow[] }).rows;
  const of = (field: FigureRow['field']): Figure[] =>
    rows
      .filter((row) => row.field === field)
      .map(({ code, label, count }) => ({ code, label, count }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  return {
    companies: rows.find((row) => row.field === 'total')?.count ?? 0,
    byType: of('type'),
    byRegion: of('region'),
  };
}

import { type SQL, sql } from 'drizzle-orm';
import { BAND_LABELS, COMPANY_BADGES, EMPLOYEE_BANDS, PATIENT_CARE_SETTINGS, SITE_TYPES } from '../company/index.js';
import { FACET_FIELDS, type Facet, type FacetField, type FacetValue, type SearchFilters } from './search.index.js';
import { BADGE_LABELS, byCountThenLabel, CARE_LABELS, SITE_TYPE_LABELS } from './search.model.js';
import { intArray, LIST_FACET_FIELDS, LIST_FACETS } from './search.postgres-filters.js';

/** A facet value as the facet query answers it: field, value, count, label (null where the api knows it). */
export type FacetRow = [field: FacetField, value: string, count: number, label: string | null];

/** The field's name as the first column of a facet row. */
const named = (field: FacetField): SQL => sql`${field}::text`;

/**
 * Facet `field`'s counting rows of `candidates`: the results, and the companies failing only this
 * facet's filter (`miss_<field>`), so each facet counts under the other filters (disjunctive).
 */
const counted = (field: FacetField, active: ReadonlySet<FacetField>): SQL =>
  active.has(field) ? sql`(fails = 0 OR ${sql.identifier(`miss_${field}`)} = 1)` : sql`fails = 0`;

/** A facet over one column, labelled by a lookup table or (table null) by the api. */
function columnFacet(field: FacetField, column: string, active: ReadonlySet<FacetField>, table: string | null): SQL {
  const grouped = sql`SELECT ${sql.raw(column)} AS value, count(*)::int AS n FROM candidates
    WHERE ${counted(field, active)} AND ${sql.raw(column)} IS NOT NULL GROUP BY 1`;
  return table
    ? sql`SELECT ${named(field)}, g.value::text, g.n, t.name FROM (${grouped}) g JOIN ${sql.raw(table)} t ON t.id = g.value`
    : sql`SELECT ${named(field)}, g.value::text, g.n, NULL FROM (${grouped}) g`;
}

/** A facet over an enum array: each value once per company, however often the array holds it. */
function arrayFacet(field: FacetField, column: string, active: ReadonlySet<FacetField>): SQL {
  return sql`SELECT ${named(field)}, v.value::text, count(*)::int, NULL
    FROM candidates c CROSS JOIN LATERAL unnest(c.${sql.raw(column)}) WITH ORDINALITY AS v(value, i)
    WHERE ${counted(field, active)} AND array_position(c.${sql.raw(column)}, v.value) = v.i
    GROUP BY 1, 2`;
}

/**
 * The four reference facets in one pass over the candidates' links: each linked item counts for
 * itself and its listed ancestors, once per company (a company offering two kinds of monitoring
 * counts once for 'Clinical Monitoring').
 */
function referenceFacets(active: ReadonlySet<FacetField>): SQL {
  const kept = sql.join(
    [
      sql`c.fails = 0`,
      ...LIST_FACET_FIELDS.filter((field) => active.has(field)).map(
        (field) => sql`(l.kind = ${LIST_FACETS[field]} AND c.${sql.identifier(`miss_${field}`)} = 1)`,
      ),
    ],
    sql` OR `,
  );
  const field = sql`CASE a.kind::text ${sql.join(
    LIST_FACET_FIELDS.map((f) => sql`WHEN ${LIST_FACETS[f]} THEN ${named(f)}`),
    sql` `,
  )} END`;
  // Deduplicated on two integers, the one costly step, before anything wider joins in.
  return sql`SELECT ${field}, a.id::text, g.n, a.name
    FROM (SELECT p.ancestor_id, count(*)::int AS n
      FROM (SELECT DISTINCT c.id, l.ancestor_id
        FROM candidates c CROSS JOIN LATERAL unnest(c.reference_ids) AS r(item_id) JOIN listed l ON l.item_id = r.item_id
        WHERE ${kept}) p
      GROUP BY 1) g
    JOIN reference_items a ON a.id = g.ancestor_id`;
}

/** Selected values of the table-backed facets, with their labels and 0 (listed even without results). */
function selectedFacets(f: SearchFilters): SQL[] {
  const rows: SQL[] = [];
  if (f.companyRoleIds.length > 0)
    rows.push(
      sql`SELECT ${named('companyRoleIds')}, id::text, 0, name FROM company_roles WHERE id = ANY(${intArray(f.companyRoleIds)})`,
    );
  for (const field of LIST_FACET_FIELDS)
    if (f[field].length > 0)
      rows.push(
        sql`SELECT ${named(field)}, id::text, 0, name FROM reference_items WHERE id = ANY(${intArray(f[field])})`,
      );
  if (f.countryId !== null)
    rows.push(sql`SELECT ${named('countryId')}, id::text, 0, name FROM countries WHERE id = ${f.countryId}`);
  return rows;
}

/**
 * Every facet's counts over `candidates` (search.postgres.ts) as one grouped query: rows of
 * FacetRow, counted values and (count 0) selected ones.
 */
export function facetQuery(filters: SearchFilters, active: ReadonlySet<FacetField>): SQL {
  return sql.join(
    [
      columnFacet('companyRoleIds', 'role_id', active, 'company_roles'),
      referenceFacets(active),
      columnFacet('countryId', 'hq_country_id', active, 'countries'),
      columnFacet('employeesNumberId', 'employees_band', active, null),
      columnFacet('siteType', 'site_type', active, null),
      arrayFacet('patientCareSettings', 'patient_care_settings', active),
      arrayFacet('badges', 'badges', active),
      ...selectedFacets(filters),
    ],
    sql` UNION ALL `,
  );
}

/** A facet's values in the order of the in-memory index's value space (ids, or enum positions), with the api's labels. */
function valueSpace(field: FacetField): {
  position: (value: string) => number;
  label: (value: string) => string | null;
} {
  const enumerated = <T extends string>(all: readonly T[], labels: Record<T, string>) => ({
    position: (value: string) => all.indexOf(value as T),
    label: (value: string) => (all.includes(value as T) ? labels[value as T] : null),
  });
  if (field === 'siteType') return enumerated(SITE_TYPES, SITE_TYPE_LABELS);
  if (field === 'patientCareSettings') return enumerated(PATIENT_CARE_SETTINGS, CARE_LABELS);
  if (field === 'badges') return enumerated(COMPANY_BADGES, BADGE_LABELS);
  if (field === 'employeesNumberId') return enumerated(EMPLOYEE_BANDS, BAND_LABELS);
  return { position: Number, label: () => null };
}

const bandNames: readonly string[] = EMPLOYEE_BANDS;

/**
 * The facets from the query's rows, as the in-memory index answers them: counted values, selected
 * values with 0, by count then label (ties in value order). Bands are counted by name and
 * answered by id.
 */
export function facetsFrom(rows: readonly FacetRow[], filters: SearchFilters): Facet[] {
  const selectedBands = filters.employeesNumberId.flatMap((id) => EMPLOYEE_BANDS[id - 1] ?? []);
  const extra: FacetRow[] = [
    ...selectedBands.map((band): FacetRow => ['employeesNumberId', band, 0, null]),
    ...filters.siteType.map((value): FacetRow => ['siteType', value, 0, null]),
    ...filters.patientCareSettings.map((value): FacetRow => ['patientCareSettings', value, 0, null]),
    ...filters.badges.map((value): FacetRow => ['badges', value, 0, null]),
  ];
  return FACET_FIELDS.map((field): Facet => {
    const space = valueSpace(field);
    const byValue = new Map<string, FacetValue & { position: number }>();
    for (const [rowField, value, count, label] of [...rows, ...extra]) {
      if (rowField !== field) continue;
      const known = byValue.get(value);
      const text = label ?? space.label(value);
      if (known) known.count = Math.max(known.count, count);
      else if (text !== null) byValue.set(value, { value, label: text, count, position: space.position(value) });
    }
    const values = [...byValue.values()].sort((a, b) => a.position - b.position).sort(byCountThenLabel);
    return {
      field,
      values: values.map(({ value, label, count }) => ({
        value: field === 'employeesNumberId' ? String(bandNames.indexOf(value) + 1) : value,
        label,
        count,
      })),
    };
  });
}

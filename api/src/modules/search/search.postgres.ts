import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { CompanySearchIndex, FacetField, IndexAnswer, IndexQuery, PartnerRule } from './search.index.js';
import { type FacetRow, facetQuery, facetsFrom } from './search.postgres-facets.js';
import { ratingSql, reviewCountSql } from './search.claims.js';
import { baseFilter, facetFilters, intArray, LISTED_REFERENCES } from './search.postgres-filters.js';
import { matchText } from './search.text.js';

/** Combining marks, which NFKD splits off accented letters and the alphabetical key drops. */
const COMBINING_MARKS = '[\u0300-\u036f]';

/**
 * search.model.ts's sortKey (NFKD, marks dropped, lower case) of `name` in SQL, compared byte-wise
 * as JavaScript compares strings. Plain ASCII names (nearly all) skip the Unicode work.
 */
const nameKey = (name: SQL) => sql`(CASE WHEN ${name} ~ '^[ -~]*$' THEN lower(${name})
  ELSE lower(regexp_replace(normalize(${name}, NFKD), ${COMBINING_MARKS}, '', 'g')) END) COLLATE "C"`;

/** A result order: the column it reads (kept in `candidates` as `sorted`), the key made of it, then the id. */
interface Order {
  column: SQL;
  key: SQL;
  direction: SQL;
  tie: SQL;
}
const ASC = sql.raw('ASC');
const DESC = sql.raw('DESC');

/**
 * The in-memory index's orders: by relevance (the text matches' order), alphabetical (also for
 * relevance without text), newest first; the other direction is the exact reverse, ties included
 * (it walks the same order backwards). Times compare to the millisecond, as the index keeps them.
 */
function orderOf(sort: IndexQuery['sort'], ranked: boolean): Order {
  const reverse = sort.direction === 'ASC';
  if (sort.field === 'relevance' && ranked)
    return { column: sql`m.rank`, key: sql`c.sorted`, direction: ASC, tie: ASC };
  if (sort.field === 'rating') {
    // One text key ordering as the index's byRating: rating down (none last), count down, then name.
    const column = sql`lpad((999 - ${ratingSql('c')})::text, 3, '0') || lpad((2000000000 - ${reviewCountSql('c')})::text, 10, '0') || ${nameKey(sql`c.name`)}`;
    return { column, key: sql`c.sorted COLLATE "C"`, direction: ASC, tie: ASC };
  }
  if (sort.field === 'updatedAt' || sort.field === 'createdAt') {
    const column = sql.raw(sort.field === 'updatedAt' ? 'c.updated_at' : 'c.created_at');
    const key = sql`date_trunc('milliseconds', c.sorted)`;
    return { column, key, direction: reverse ? ASC : DESC, tie: reverse ? DESC : ASC };
  }
  const descending = sort.field === 'name' && sort.direction === 'DESC';
  return {
    column: sql`c.name`,
    key: nameKey(sql`c.sorted`),
    direction: descending ? DESC : ASC,
    tie: descending ? DESC : ASC,
  };
}

/** The per-facet misses of a company (0 passes, 1 fails) and their sum, `fails`. */
function misses(filters: Map<FacetField, SQL>): { columns: SQL; fails: SQL } {
  if (filters.size === 0) return { columns: sql``, fails: sql`0` };
  const names = [...filters.keys()].map((field) => sql.identifier(`miss_${field}`));
  return {
    columns: sql.join(
      [...filters].map(
        ([field, passes]) => sql`, CASE WHEN ${passes} THEN 0 ELSE 1 END AS ${sql.identifier(`miss_${field}`)}`,
      ),
      sql``,
    ),
    fails: sql.join(names, sql` + `),
  };
}

/**
 * One statement: `candidates` holds the companies that pass every filter but at most one facet's
 * (the text's matches, else every company, with the flags and partner rule applied; only those
 * passing every filter when the query asks for no facets); the total and the page are read from
 * those passing all, every facet's counts from one grouped query.
 */
function searchStatement(query: IndexQuery, matches: ArrayLike<number> | null, partners: PartnerRule | null): SQL {
  const filters = facetFilters(query.filters);
  const { columns, fails } = misses(filters);
  const order = orderOf(query.sort, matches !== null);
  const source =
    matches === null
      ? sql`companies c`
      : sql`unnest(${intArray(matches)}) WITH ORDINALITY AS m(id, rank) JOIN companies c ON c.id = m.id`;
  return sql`WITH RECURSIVE ${LISTED_REFERENCES},
    -- OFFSET 0 keeps each filter evaluated once per company, not again for every use of its miss.
    classified AS (
      SELECT c.id, ${order.column} AS sorted, c.role_id, c.hq_country_id, c.employees_band, c.site_type,
        c.patient_care_settings, c.badges, c.reference_ids ${columns}
      FROM ${source}
      WHERE ${baseFilter(query.filters, partners)}
      OFFSET 0
    ),
    candidates AS MATERIALIZED (SELECT *, ${fails} AS fails FROM classified WHERE ${fails} <= ${query.facets ? 1 : 0})
    SELECT
      (SELECT count(*) FROM candidates WHERE fails = 0)::int AS total,
      (SELECT coalesce(json_agg(p.id ORDER BY p.sort_key ${order.direction}, p.id ${order.tie}), '[]')
        FROM (SELECT c.id, ${order.key} AS sort_key FROM candidates c WHERE c.fails = 0
          ORDER BY sort_key ${order.direction}, id ${order.tie} LIMIT ${query.size} OFFSET ${query.page * query.size}) p
      )::text AS ids,
      ${query.facets ? facetsColumn(query.filters, new Set(filters.keys())) : sql`NULL`} AS facets`;
}

/** Every facet's counts as one JSON array of FacetRow. */
const facetsColumn = (filters: IndexQuery['filters'], active: ReadonlySet<FacetField>): SQL =>
  sql`(SELECT coalesce(json_agg(json_build_array(f.field, f.value, f.count, f.label)), '[]')
    FROM (${facetQuery(filters, active)}) AS f(field, value, count, label))::text`;

interface SearchRow {
  total: number;
  ids: string;
  /** Null when the query asked for no facets. */
  facets: string | null;
}

/**
 * The search's page, total and facets in one statement, given the text's matches (null without
 * text; ranked when sorting by relevance) and the partner rule.
 */
export async function searchInPostgres(
  db: Executor,
  query: IndexQuery,
  matches: ArrayLike<number> | null,
  partners: PartnerRule | null,
): Promise<Omit<IndexAnswer, 'textMode'>> {
  const result = (await db.execute(searchStatement(query, matches, partners))) as unknown as { rows: SearchRow[] };
  const row = result.rows[0];
  if (!row) throw new Error('company search answered no row');
  return {
    ids: JSON.parse(row.ids) as number[],
    total: row.total,
    facets: row.facets === null ? [] : facetsFrom(JSON.parse(row.facets) as FacetRow[], query.filters),
  };
}

/**
 * The `postgres` company search index: keeps nothing, so an api instance needs no memory for it
 * and starts at once; every search is the text match (search.text.ts, as the memory index runs
 * it) and one statement for the total, the page and every facet.
 */
export function createPostgresSearchIndex(db: Executor): CompanySearchIndex {
  return {
    kind: 'postgres',
    async search(query) {
      const { text, sort } = query;
      const [matches, partners] = await Promise.all([
        text ? matchText(db, text, sort.field === 'relevance') : null,
        query.partners,
      ]);
      const answer = await searchInPostgres(db, query, matches?.ids ?? null, partners);
      return { ...answer, textMode: matches?.mode ?? null };
    },
  };
}

import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../db/rows.js';

/** Private-use characters: ts_headline marks matches with them and no real text contains them. */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';

/** At most this many characters of search text are used (a longer query is no better). */
export const MAX_SEARCH_TEXT = 200;

/** Trimmed, inner whitespace collapsed, private-use markers dropped, capped; '' means no text. */
export function normalizeSearchText(raw: string | undefined | null): string {
  return (raw ?? '')
    .replace(/[\uE000-\uF8FF]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_SEARCH_TEXT)
    .trim();
}

/** Fewer matches than this and the next, broader way of matching is tried too. */
export const FEW_MATCHES = 10;
const FUZZY_LIMIT = 100;
/** Word similarity a name needs to count as a typo of the search text (pg_trgm's default is 0.6). */
const FUZZY_SIMILARITY = 0.5;

/** How the text matched: as typed (full text), with its last word as a prefix, or by trigrams. */
export type MatchMode = 'words' | 'prefix' | 'fuzzy';

/**
 * The tsquery: websearch syntax ("phrases", or, -not) as typed. In prefix mode (plain words only,
 * the last of four characters or more) the last word matches by its stem or as a prefix, so
 * "merid" finds Meridian while typing.
 */
function prefixable(text: string): [head: string, word: string] | null {
  if (/["]|(^|\s)-|(^|\s)or(\s|$)/i.test(text)) return null;
  const match = /^(.*?)([\p{L}\p{N}]{4,})$/u.exec(text);
  return match ? [match[1] ?? '', match[2] ?? ''] : null;
}

function tsQuery(text: string, mode: MatchMode) {
  const split = mode === 'prefix' ? prefixable(text) : null;
  if (!split) return sql`websearch_to_tsquery('english', ${text})`;
  const [head, word] = split;
  return sql`(websearch_to_tsquery('english', ${head}) && (to_tsquery('english', ${word}) || to_tsquery('simple', ${`${word}:*`})))`;
}

export interface TextMatches {
  /** Matching company ids: by relevance when matched `ranked` (then trigram matches by similarity), else unordered. */
  ids: ArrayLike<number>;
  mode: MatchMode;
}

/** '{1,2,3}' (an int array as text) as ids: one pass over the characters, many times faster than the drivers' generic array parsers. */
export function idsFromText(text: string | null | undefined): Int32Array {
  if (!text || text.length <= 2) return new Int32Array(0);
  let commas = 0;
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 44) commas += 1;
  const ids = new Int32Array(commas + 1);
  let n = 0;
  let value = 0;
  for (let i = 1; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (ch >= 48 && ch <= 57) value = value * 10 + (ch - 48);
    else {
      ids[n++] = value;
      value = 0;
    }
  }
  return ids;
}

/**
 * Relevance: ts_rank (weights A name > B reference names > C description, frequency, and for
 * several words their proximity). ts_rank_cd orders much the same but costs about three times as
 * much per match (measured on PostgreSQL 15: 63 against 32 ms for the top 10 of the 21,864
 * matches of 'clinical research', 20 ms of which find them), and best match ranks every match.
 */
const rank = (document: SQL, query: SQL) => sql`ts_rank(${document}, ${query})`;

/**
 * The tsquery is computed once (a materialised CTE), not per row as a generic plan would. Reads
 * the narrow company_search_documents (active companies only; migration 0006), not companies,
 * and answers the ids as one int-array text (ranked: by relevance, ties by id).
 */
async function fullText(db: Executor, text: string, mode: MatchMode, ranked: boolean): Promise<Int32Array> {
  const q = sql`WITH q AS MATERIALIZED (SELECT ${tsQuery(text, mode)} AS query)`;
  const result = ranked
    ? await db.execute(sql`${q}
        SELECT array_agg(m.id ORDER BY m.score DESC, m.id)::text AS ids
        FROM (SELECT d.company_id AS id, ${rank(sql`d.document`, sql`q.query`)} AS score FROM q, company_search_documents d WHERE d.document @@ q.query) m`)
    : await db.execute(
        sql`${q} SELECT array_agg(d.company_id)::text AS ids FROM q, company_search_documents d WHERE d.document @@ q.query`,
      );
  return idsFromText(rowsOf<{ ids: string | null }>(result)[0]?.ids);
}

/** Names within trigram word similarity of the text, most similar first (GIN trigram index). */
async function similarNames(db: Executor, text: string): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_SIMILARITY)}, true)`);
    const result = await tx.execute(sql`
      SELECT c.id FROM companies c
      WHERE c.active AND ${text} <% c.name
      ORDER BY word_similarity(${text}, c.name) DESC, c.id
      LIMIT ${FUZZY_LIMIT}`);
    return rowsOf<{ id: number }>(result).map((r) => r.id);
  });
}

/**
 * Ids of the active companies matching the text. Full text on the weighted document (name A,
 * reference names B, description C; GIN index) first; when that finds almost nothing, the last
 * word as a prefix; then names within trigram similarity (typos; GIN trigram index), added after
 * what matched already. `ranked`: by relevance, ties by id; otherwise unordered.
 */
export async function matchText(db: Executor, text: string, ranked: boolean): Promise<TextMatches> {
  const words = await fullText(db, text, 'words', ranked);
  if (words.length >= FEW_MATCHES) return { ids: words, mode: 'words' };
  let found: number[] = Array.from(words);
  let mode: MatchMode = 'words';
  if (prefixable(text)) {
    const prefixed = await fullText(db, text, 'prefix', ranked);
    const known = new Set(found);
    found = [...found, ...Array.from(prefixed).filter((id) => !known.has(id))];
    mode = 'prefix';
    if (found.length >= FEW_MATCHES) return { ids: found, mode };
  }
  if (text.length < 3) return { ids: found, mode };
  const known = new Set(found);
  const similar = (await similarNames(db, text)).filter((id) => !known.has(id));
  return similar.length > 0 ? { ids: [...found, ...similar], mode: 'fuzzy' } : { ids: found, mode };
}

/**
 * A short excerpt of each company's description around what matched, the matches between
 * MATCH_START and MATCH_END (ts_headline, so stemmed forms match as in search itself).
 */
export async function descriptionExcerpts(
  db: Executor,
  text: string,
  mode: MatchMode,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const options = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
  const result = await db.execute(sql`
    SELECT c.id, ts_headline('english', coalesce(c.description, ''), q.query, ${options}) AS excerpt
    FROM companies c, (SELECT ${tsQuery(text, mode)} AS query) q
    WHERE c.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return new Map(rowsOf<{ id: number; excerpt: string }>(result).map((r) => [r.id, r.excerpt]));
}

import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../db/rows.js';
import { isUniqueViolation } from '../../db/errors.js';
import { notFound } from '../../errors.js';
import { savedSearchExists } from './saved-search.limits.js';
import { savedSearches } from './saved-search.table.js';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** An int[] parameter: one parameter however many ids (a search may follow thousands). */
const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** The user's saved searches by name. */
export async function ownSavedSearches(db: Executor, userId: number): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(sql`lower(${savedSearches.name})`), asc(savedSearches.id));
}

/** One of the user's saved searches; another user's or a deleted one is not found (its existence is not told). */
export async function ownSavedSearch(db: Executor, userId: number, id: number): Promise<SavedSearchRow> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  if (!row) throw notFound();
  return row;
}

export async function ownSavedSearchCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return Number(row?.n ?? 0);
}

/** Names are unique per user in any case; the unique index settles two saves at the same moment. */
export async function assertNameFree(db: Executor, userId: number, name: string, exceptId?: number): Promise<void> {
  const taken = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), sql`lower(${savedSearches.name}) = lower(${name})`));
  if (taken.some((row) => row.id !== exceptId)) throw savedSearchExists(name);
}

async function namedUniquely<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw savedSearchExists(name);
    throw error;
  }
}

export async function insertSavedSearch(
  db: Executor,
  values: { userId: number; name: string; query: string },
  now: Date,
): Promise<SavedSearchRow> {
  const [row] = await namedUniquely(values.name, () =>
    db
      .insert(savedSearches)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning(),
  );
  if (!row) throw new Error('saved search insert returned nothing');
  return row;
}

export async function renameSavedSearch(db: Executor, id: number, name: string, now: Date): Promise<SavedSearchRow> {
  const [row] = await namedUniquely(name, () =>
    db.update(savedSearches).set({ name, updatedAt: now }).where(eq(savedSearches.id, id)).returning(),
  );
  if (!row) throw notFound();
  return row;
}

export async function deleteSavedSearch(db: Executor, id: number): Promise<void> {
  await db.delete(savedSearches).where(eq(savedSearches.id, id));
}

/**
 * Records the companies as matched at `at`, those not matched before only (a company it matched
 * once stays known, also after it stopped matching for a while); listed companies only. Answers
 * the ids it recorded: the new matches, exactly once whatever runs at the same time.
 */
export async function recordMatches(db: Executor, savedSearchId: number, ids: readonly number[], at: Date) {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    INSERT INTO saved_search_matches (saved_search_id, company_id, first_matched_at)
    SELECT ${savedSearchId}, c.id, ${at.toISOString()}::timestamptz
    FROM companies c WHERE c.id = ANY(${intArray(ids)}) AND c.active
    ON CONFLICT DO NOTHING
    RETURNING company_id`);
  return rowsOf<{ company_id: number }>(result).map((row) => Number(row.company_id));
}

/** Listed companies the search first matched at or after `since`, newest first. */
export async function newMatchIds(db: Executor, savedSearchId: number, since: Date): Promise<number[]> {
  const result = await db.execute(sql`
    SELECT m.company_id FROM saved_search_matches m JOIN companies c ON c.id = m.company_id AND c.active
    WHERE m.saved_search_id = ${savedSearchId} AND m.first_matched_at >= ${since.toISOString()}::timestamptz
    ORDER BY m.first_matched_at DESC, m.company_id`);
  return rowsOf<{ company_id: number }>(result).map((row) => Number(row.company_id));
}

/**
 * How many listed companies each search's last check found newly matching: those first matched
 * at its check (a baseline taken at saving counts for none).
 */
export async function lastNewMatchCounts(db: Executor, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute(sql`
    SELECT s.id, count(*)::int AS n
    FROM saved_searches s
    JOIN saved_search_matches m ON m.saved_search_id = s.id AND m.first_matched_at >= s.checked_at
      AND m.first_matched_at > s.created_at
    JOIN companies c ON c.id = m.company_id AND c.active
    WHERE s.id = ANY(${intArray(ids)})
    GROUP BY s.id`);
  return new Map(rowsOf<{ id: number; n: number }>(result).map((row) => [Number(row.id), Number(row.n)]));
}

/** The first few of these companies' names, alphabetically (a notification names some). */
export async function companyNames(db: Executor, ids: readonly number[], limit: number): Promise<string[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    SELECT name FROM companies WHERE id = ANY(${intArray(ids)}) ORDER BY lower(name), id LIMIT ${limit}`);
  return rowsOf<{ name: string }>(result).map((row) => String(row.name));
}

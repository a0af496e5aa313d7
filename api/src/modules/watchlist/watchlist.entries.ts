import { and, count, eq, inArray, type Placeholder, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { allQueries } from '../../db/all-queries.js';
import type { Db, Executor } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared.js';
import { validation } from '../../errors.js';
import { pageWindow, parseSort, toPage, type PageQuery, type PageResult } from '../../http/paging.js';
import { companies } from '../company/index.js';
import { users } from '../user/index.js';
import { visibleFolders, type Caller } from './watchlist.folders.js';
import type { WatchlistEntryDto } from './watchlist.schemas.js';
import { watchlistEntries } from './watchlist.table.js';

type EntryDto = Static<typeof WatchlistEntryDto>;

const SORTS = {
  addedAt: watchlistEntries.addedAt,
  name: sql`lower(${companies.name})`,
};

type Param = number | Placeholder;

/**
 * One page of a folder's companies with their names and who added them. The page's entries are
 * chosen first and only they are joined to their companies and people: joined before the LIMIT,
 * a page deep in a 1,000-company folder looked up every row before its offset (docs/watchlists.md,
 * "Scale and benchmarks"). Sorting by name needs every entry's company.
 */
function pageQuery(db: Db, folderId: Param, sort: string[] | undefined, size: Param, offset: Param) {
  const order = parseSort(sort, SORTS, ['addedAt,DESC']);
  const entries = db
    .select({
      companyId: watchlistEntries.companyId,
      note: watchlistEntries.note,
      addedAt: watchlistEntries.addedAt,
      addedBy: watchlistEntries.addedBy,
    })
    .from(watchlistEntries)
    .$dynamic();
  const byName = (sort ?? []).some((term) => term.split(',')[0] === 'name');
  const chosen = (byName ? entries.innerJoin(companies, eq(companies.id, watchlistEntries.companyId)) : entries)
    .where(eq(watchlistEntries.folderId, folderId))
    .orderBy(...order, watchlistEntries.companyId)
    .limit(size)
    .offset(offset)
    .as('chosen');
  const pageOrder = parseSort(sort, { addedAt: chosen.addedAt, name: SORTS.name }, ['addedAt,DESC']);
  return db
    .select({
      companyId: chosen.companyId,
      companyName: companies.name,
      note: chosen.note,
      addedAt: chosen.addedAt,
      addedById: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(chosen)
    .innerJoin(companies, eq(companies.id, chosen.companyId))
    .leftJoin(users, eq(users.id, chosen.addedBy))
    .orderBy(...pageOrder, chosen.companyId);
}

const countQuery = (db: Db, folderId: Param) =>
  db.select({ value: count() }).from(watchlistEntries).where(eq(watchlistEntries.folderId, folderId));

// Prepared: every folder page opens newest first, and parsing and planning the page cost more
// than running it.
const newestPage = preparedQuery((db) =>
  pageQuery(db, sql.placeholder('folderId'), undefined, sql.placeholder('size'), sql.placeholder('offset')).prepare(
    'watchlist_newest_page',
  ),
);
const entryTotal = preparedQuery((db) => countQuery(db, sql.placeholder('folderId')).prepare('watchlist_entry_total'));

/** A page of a folder's companies (newest first by default), each with its note and who added it. */
export async function entryPage(db: Executor, folderId: number, query: PageQuery): Promise<PageResult<EntryDto>> {
  const { page, size, offset } = pageWindow(query);
  const handle = db as Db;
  const newest = (query.sort ?? ['addedAt,DESC']).join() === 'addedAt,DESC';
  const [rows, [total]] = await allQueries(db, [
    () =>
      newest
        ? newestPage(handle).execute({ folderId, size, offset })
        : pageQuery(handle, folderId, query.sort, size, offset),
    () => entryTotal(handle).execute({ folderId }),
  ]);
  const content = rows.map((row) => ({
    companyId: row.companyId,
    companyName: row.companyName,
    note: row.note,
    addedAt: row.addedAt.toISOString(),
    addedBy:
      row.addedById === null
        ? null
        : { userId: row.addedById, firstName: row.firstName ?? '', lastName: row.lastName ?? '' },
  }));
  return toPage(content, Number(total?.value ?? 0), page, size);
}

/** The active companies among `ids`; any other id is a 400 naming its place. */
export async function assertActiveCompanies(db: Executor, ids: number[], field = 'companyIds'): Promise<void> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(inArray(companies.id, ids), eq(companies.active, true)));
  const found = new Set(rows.map((row) => row.id));
  ids.forEach((id, index) => {
    if (!found.has(id)) throw validation(`${field}.${index}`, `Company ${id} does not exist.`);
  });
}

export async function entryCount(db: Executor, folderId: number): Promise<number> {
  const [row] = await entryTotal(db as Db).execute({ folderId });
  return Number(row?.value ?? 0);
}

/** How many of `ids` the folder does not hold yet. */
export async function newCompanies(db: Executor, folderId: number, ids: number[]): Promise<number[]> {
  const held = await db
    .select({ id: watchlistEntries.companyId })
    .from(watchlistEntries)
    .where(and(eq(watchlistEntries.folderId, folderId), inArray(watchlistEntries.companyId, ids)));
  const there = new Set(held.map((row) => row.id));
  return [...new Set(ids)].filter((id) => !there.has(id));
}

/** Adds companies; those already there stay as they are (adding twice is not an error). */
export async function addEntries(
  db: Executor,
  folderId: number,
  ids: number[],
  addedBy: number,
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insert(watchlistEntries)
    .values(ids.map((companyId) => ({ folderId, companyId, addedBy, addedAt: now })))
    .onConflictDoNothing();
}

export async function findEntry(db: Executor, folderId: number, companyId: number) {
  const [row] = await db
    .select()
    .from(watchlistEntries)
    .where(and(eq(watchlistEntries.folderId, folderId), eq(watchlistEntries.companyId, companyId)));
  return row;
}

export async function setNote(db: Executor, folderId: number, companyId: number, note: string | null): Promise<void> {
  await db
    .update(watchlistEntries)
    .set({ note })
    .where(and(eq(watchlistEntries.folderId, folderId), eq(watchlistEntries.companyId, companyId)));
}

/** Moves an entry, note and all; the target already holding the company keeps its own entry. */
export async function moveEntry(db: Executor, from: number, to: number, companyId: number): Promise<void> {
  const entry = await findEntry(db, from, companyId);
  if (!entry) return;
  await db
    .insert(watchlistEntries)
    .values({ ...entry, folderId: to })
    .onConflictDoNothing();
  await removeEntry(db, from, companyId);
}

export async function removeEntry(db: Executor, folderId: number, companyId: number): Promise<void> {
  await db
    .delete(watchlistEntries)
    .where(and(eq(watchlistEntries.folderId, folderId), eq(watchlistEntries.companyId, companyId)));
}

/** For each asked company, the folders the caller sees it in: one query for a whole search page. */
export async function watchedIn(db: Executor, caller: Caller, ids: number[]) {
  const folders = await visibleFolders(db, caller);
  const folderIds = folders.map((folder) => folder.id);
  const rows =
    folderIds.length === 0
      ? []
      : await db
          .select({ companyId: watchlistEntries.companyId, folderId: watchlistEntries.folderId })
          .from(watchlistEntries)
          .where(and(inArray(watchlistEntries.folderId, folderIds), inArray(watchlistEntries.companyId, ids)));
  return [...new Set(ids)].map((companyId) => ({
    companyId,
    folderIds: rows.filter((row) => row.companyId === companyId).map((row) => row.folderId),
  }));
}

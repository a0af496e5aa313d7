import { and, asc, eq, inArray, type Placeholder, sql, type SQL } from 'drizzle-orm';
import { allQueries } from '../../db/all-queries.js';
import type { Db, Executor } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared.js';
import { isUniqueViolation } from '../../db/errors.js';
import { notFound, requiredText } from '../../errors.js';
import { users, type UserRow } from '../user/index.js';
import { readOnlyFolder, watchlistFolderExists } from './watchlist.limits.js';
import { watchlistEntries, watchlistFolders, watchlistShares, type WatchlistShareRole } from './watchlist.table.js';

export type Access = 'OWNER' | WatchlistShareRole;
export type Caller = Pick<UserRow, 'id' | 'companyId'>;

export interface FolderRow {
  id: number;
  ownerId: number;
  name: string;
  position: number;
  createdAt: Date;
  access: Access;
}

const folderColumns = {
  id: watchlistFolders.id,
  ownerId: watchlistFolders.ownerId,
  name: watchlistFolders.name,
  position: watchlistFolders.position,
  createdAt: watchlistFolders.createdAt,
};

type Param = number | Placeholder;

/** A user's own folders, in their order (`within`: one of them). */
const ownQuery = (db: Db, userId: Param, within?: SQL) =>
  db
    .select(folderColumns)
    .from(watchlistFolders)
    .where(and(eq(watchlistFolders.ownerId, userId), within))
    .orderBy(asc(watchlistFolders.position), asc(watchlistFolders.id));

/**
 * Folders shared with a user by a colleague, by name: an owner of the same company (a share
 * outlives neither a move to another company nor the owner's).
 */
const sharedQuery = (db: Db, userId: Param, companyId: Param, within?: SQL) =>
  db
    .select({ ...folderColumns, role: watchlistShares.role })
    .from(watchlistShares)
    .innerJoin(watchlistFolders, eq(watchlistFolders.id, watchlistShares.folderId))
    .innerJoin(users, eq(users.id, watchlistFolders.ownerId))
    .where(and(eq(watchlistShares.userId, userId), eq(users.companyId, companyId), within))
    .orderBy(asc(sql`lower(${watchlistFolders.name})`), asc(watchlistFolders.id));

// Prepared: every watchlist call starts with them, and parsing and planning cost more than
// running them (docs/watchlists.md, "Scale and benchmarks").
const userId = sql.placeholder('userId');
const companyId = sql.placeholder('companyId');
const oneFolder = () => eq(watchlistFolders.id, sql.placeholder('folderId'));
const ownFolders = preparedQuery((db) => ownQuery(db, userId).prepare('watchlist_own_folders'));
const ownFolder = preparedQuery((db) => ownQuery(db, userId, oneFolder()).prepare('watchlist_own_folder'));
const sharedFolders = preparedQuery((db) => sharedQuery(db, userId, companyId).prepare('watchlist_shared_folders'));
const sharedFolder = preparedQuery((db) =>
  sharedQuery(db, userId, companyId, oneFolder()).prepare('watchlist_shared_folder'),
);

/** The folders `caller` sees: their own, then those shared with them (`folderId`: that one only). */
export async function visibleFolders(db: Executor, caller: Caller, folderId?: number): Promise<FolderRow[]> {
  const handle = db as Db;
  const values = { userId: caller.id, companyId: caller.companyId, folderId };
  // Both at once on the pool: a round trip less on every read (in turn in a transaction).
  const [own, shared] = await allQueries(db, [
    () => (folderId === undefined ? ownFolders : ownFolder)(handle).execute(values),
    () =>
      caller.companyId === null ? [] : (folderId === undefined ? sharedFolders : sharedFolder)(handle).execute(values),
  ]);
  return [
    ...own.map((folder) => ({ ...folder, access: 'OWNER' as const })),
    ...shared.map(({ role, ...folder }) => ({ ...folder, access: role })),
  ];
}

/** A folder the caller sees; a foreign or deleted one is not found (its existence is not told). */
export async function visibleFolder(db: Executor, caller: Caller, folderId: number): Promise<FolderRow> {
  const [folder] = await visibleFolders(db, caller, folderId);
  if (!folder) throw notFound();
  return folder;
}

/** A folder whose companies the caller may change: its owner or an editor. */
export async function changeableFolder(db: Executor, caller: Caller, folderId: number): Promise<FolderRow> {
  const folder = await visibleFolder(db, caller, folderId);
  if (folder.access === 'VIEWER') throw readOnlyFolder();
  return folder;
}

/** A folder the caller owns (rename, reorder, share, delete); a shared one answers as read-only. */
export async function ownedFolder(db: Executor, caller: Caller, folderId: number): Promise<FolderRow> {
  const folder = await visibleFolder(db, caller, folderId);
  if (folder.access !== 'OWNER') throw readOnlyFolder();
  return folder;
}

async function assertNameFree(db: Executor, ownerId: number, name: string, exceptId?: number): Promise<void> {
  const rows = await db
    .select({ id: watchlistFolders.id })
    .from(watchlistFolders)
    .where(and(eq(watchlistFolders.ownerId, ownerId), sql`lower(${watchlistFolders.name}) = lower(${name})`));
  if (rows.some((row) => row.id !== exceptId)) throw watchlistFolderExists(name);
}

export async function ownedFolderCount(db: Executor, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(watchlistFolders)
    .where(eq(watchlistFolders.ownerId, ownerId));
  return Number(row?.count ?? 0);
}

/** Creates a folder at the end of the owner's order. */
export async function createFolder(db: Executor, ownerId: number, rawName: string, now: Date): Promise<number> {
  const name = requiredText('name', rawName);
  await assertNameFree(db, ownerId, name);
  try {
    const [row] = await db
      .insert(watchlistFolders)
      .values({
        ownerId,
        name,
        position: sql`(select coalesce(max(position) + 1, 0) from watchlist_folders where owner_id = ${ownerId})`,
        createdAt: now,
      })
      .returning({ id: watchlistFolders.id });
    if (!row) throw new Error('folder insert returned nothing');
    return row.id;
  } catch (error) {
    // Two creations of one name at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw watchlistFolderExists(name);
    throw error;
  }
}

export async function renameFolder(db: Executor, folder: FolderRow, rawName: string): Promise<void> {
  const name = requiredText('name', rawName);
  await assertNameFree(db, folder.ownerId, name, folder.id);
  try {
    await db.update(watchlistFolders).set({ name }).where(eq(watchlistFolders.id, folder.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw watchlistFolderExists(name);
    throw error;
  }
}

/** Puts the folder at `position` (clamped to the end) and renumbers the owner's folders from 0. */
export async function moveFolder(db: Executor, folder: FolderRow, position: number): Promise<void> {
  const order = await db
    .select({ id: watchlistFolders.id })
    .from(watchlistFolders)
    .where(eq(watchlistFolders.ownerId, folder.ownerId))
    .orderBy(asc(watchlistFolders.position), asc(watchlistFolders.id));
  const ids = order.map((row) => row.id).filter((id) => id !== folder.id);
  ids.splice(Math.min(position, ids.length), 0, folder.id);
  await db
    .update(watchlistFolders)
    .set({ position: sql`array_position(${sql.raw(`array[${ids.join(',')}]::int[]`)}, ${watchlistFolders.id}) - 1` })
    .where(eq(watchlistFolders.ownerId, folder.ownerId));
}

export async function deleteFolder(db: Executor, folder: FolderRow): Promise<void> {
  await db.delete(watchlistFolders).where(eq(watchlistFolders.id, folder.id));
}

export async function companyCounts(db: Executor, folderIds: number[]): Promise<Map<number, number>> {
  if (folderIds.length === 0) return new Map();
  const rows = await db
    .select({ folderId: watchlistEntries.folderId, count: sql<number>`count(*)::int` })
    .from(watchlistEntries)
    .where(inArray(watchlistEntries.folderId, folderIds))
    .groupBy(watchlistEntries.folderId);
  return new Map(rows.map((row) => [row.folderId, Number(row.count)]));
}

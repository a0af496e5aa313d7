import { and, eq, inArray } from 'drizzle-orm';
import type { Static } from 'typebox';
import { allQueries } from '../../db/all-queries.js';
import type { Executor } from '../../db/database.js';
import { validation } from '../../errors.js';
import { users } from '../user/index.js';
import { companyCounts, type Caller, type FolderRow } from './watchlist.folders.js';
import type { SharesBody, WatchlistFolderDto } from './watchlist.schemas.js';
import { watchlistShares } from './watchlist.table.js';

type FolderDto = Static<typeof WatchlistFolderDto>;
type Person = FolderDto['owner'];

async function peopleById(db: Executor, ids: number[]): Promise<Map<number, Person>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.userId, row]));
}

/** The folders as the api answers them: counts, owner and shares, in one query each. */
export async function folderDtos(db: Executor, folders: FolderRow[]): Promise<FolderDto[]> {
  const ids = folders.map((folder) => folder.id);
  const [counts, shares] = await allQueries(db, [
    () => companyCounts(db, ids),
    () => (ids.length === 0 ? [] : db.select().from(watchlistShares).where(inArray(watchlistShares.folderId, ids))),
  ]);
  const people = await peopleById(db, [...new Set([...folders.map((f) => f.ownerId), ...shares.map((s) => s.userId)])]);
  const person = (id: number): Person => people.get(id) ?? { userId: id, firstName: '', lastName: '' };
  return folders.map((folder) => ({
    id: folder.id,
    name: folder.name,
    position: folder.position,
    companyCount: counts.get(folder.id) ?? 0,
    access: folder.access,
    owner: person(folder.ownerId),
    shares: shares
      .filter((share) => share.folderId === folder.id)
      .map((share) => ({ person: person(share.userId), role: share.role, sharedAt: share.sharedAt.toISOString() }))
      .sort((a, b) => a.person.lastName.localeCompare(b.person.lastName) || a.person.userId - b.person.userId),
    createdAt: folder.createdAt.toISOString(),
  }));
}

/**
 * Replaces who a folder is shared with. Only active colleagues of the owner's company qualify
 * (anyone else is a 400 naming the entry); a share already there keeps its date.
 */
export async function replaceShares(
  db: Executor,
  owner: Caller,
  folder: FolderRow,
  wanted: Static<typeof SharesBody>['shares'],
  now: Date,
): Promise<void> {
  const ids = [...new Set(wanted.map((share) => share.userId))];
  if (ids.length !== wanted.length) throw validation('shares', 'shares names a colleague twice');
  const colleagues =
    ids.length === 0 || owner.companyId === null
      ? []
      : await db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, ids), eq(users.companyId, owner.companyId), eq(users.active, true)));
  const known = new Set(colleagues.map((row) => row.id));
  wanted.forEach((share, index) => {
    if (share.userId === owner.id)
      throw validation(`shares.${index}.userId`, 'A folder is yours already: share it with colleagues.');
    if (!known.has(share.userId))
      throw validation(`shares.${index}.userId`, 'Share a folder with active colleagues of your company only.');
  });
  const existing = await db.select().from(watchlistShares).where(eq(watchlistShares.folderId, folder.id));
  const keep = new Map(existing.map((share) => [share.userId, share.sharedAt]));
  await db.delete(watchlistShares).where(eq(watchlistShares.folderId, folder.id));
  if (wanted.length === 0) return;
  await db.insert(watchlistShares).values(
    wanted.map((share) => ({
      folderId: folder.id,
      userId: share.userId,
      role: share.role,
      sharedAt: keep.get(share.userId) ?? now,
    })),
  );
}

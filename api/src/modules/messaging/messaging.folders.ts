import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { ApiError, requiredText } from '../../errors.js';
import type { Viewer } from './messaging.access.js';
import { readableBy } from './messaging.access.js';
import type { MessageFolderDto } from './messaging.schemas.js';
import { messageFolders, messageThreads, threadUserStates } from './messaging.table.js';
import { hasUnread } from './messaging.unread.js';

export const folderExists = (name: string): ApiError =>
  new ApiError(409, 'FolderExists', `You already have a folder named "${name}". Choose another name.`, [
    { field: 'name', message: `You already have a folder named "${name}". Choose another name.` },
  ]);

/** The caller's folders by name, each with its threads and unread threads (only threads they may still read). */
export async function listFolders(db: Executor, viewer: Viewer): Promise<MessageFolderDto[]> {
  const counts = await db
    .select({
      folderId: threadUserStates.folderId,
      threads: sql<number>`count(*)::int`,
      unread: sql<number>`count(*) filter (where ${hasUnread(viewer)})::int`,
    })
    .from(threadUserStates)
    .innerJoin(messageThreads, eq(messageThreads.id, threadUserStates.threadId))
    .where(
      and(eq(threadUserStates.userId, viewer.id), sql`${threadUserStates.folderId} is not null`, readableBy(viewer)),
    )
    .groupBy(threadUserStates.folderId);
  const byFolder = new Map(counts.map((c) => [c.folderId, c]));
  const folders = await db
    .select({ id: messageFolders.id, name: messageFolders.name })
    .from(messageFolders)
    .where(eq(messageFolders.userId, viewer.id))
    .orderBy(asc(sql`lower(${messageFolders.name})`), asc(messageFolders.id));
  return folders.map((f) => ({
    ...f,
    threadCount: Number(byFolder.get(f.id)?.threads ?? 0),
    unreadCount: Number(byFolder.get(f.id)?.unread ?? 0),
  }));
}

async function nameTaken(db: Executor, userId: number, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: messageFolders.id })
    .from(messageFolders)
    .where(and(eq(messageFolders.userId, userId), sql`lower(${messageFolders.name}) = lower(${name})`));
  return rows.some((r) => r.id !== exceptId);
}

export async function ownFolder(db: Executor, userId: number, folderId: number) {
  const [row] = await db
    .select()
    .from(messageFolders)
    .where(and(eq(messageFolders.id, folderId), eq(messageFolders.userId, userId)));
  return row;
}

/** Creates a folder; a name the user already has (any case) answers 409 FolderExists. */
export async function createFolder(db: Executor, userId: number, raw: string, at: Date): Promise<void> {
  const name = requiredText('name', raw);
  if (await nameTaken(db, userId, name)) throw folderExists(name);
  // The unique index decides a race between two creates; the loser gets the same 409.
  const inserted = await db
    .insert(messageFolders)
    .values({ userId, name, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: messageFolders.id });
  if (inserted.length === 0) throw folderExists(name);
}

export async function renameFolder(db: Executor, userId: number, folderId: number, raw: string): Promise<boolean> {
  const name = requiredText('name', raw);
  if (!(await ownFolder(db, userId, folderId))) return false;
  if (await nameTaken(db, userId, name, folderId)) throw folderExists(name);
  await db.update(messageFolders).set({ name }).where(eq(messageFolders.id, folderId));
  return true;
}

/** Deletes a folder; its threads go back to the inbox (the state's folder_id is set null by the key). */
export async function deleteFolder(db: Executor, userId: number, folderId: number): Promise<boolean> {
  const deleted = await db
    .delete(messageFolders)
    .where(and(eq(messageFolders.id, folderId), eq(messageFolders.userId, userId)))
    .returning({ id: messageFolders.id });
  return deleted.length > 0;
}

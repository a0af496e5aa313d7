import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { notFound } from '../../errors.js';
import { folderExists, folderName } from './document.rules.js';
import { documentFolders, documents } from './document.table.js';

export interface FolderDto {
  id: number;
  name: string;
  documentCount: number;
  createdAt: string;
}

/** The company's folders by name, with how many READY documents each holds. */
export async function listFolders(db: Executor, companyId: number, ids?: readonly number[]): Promise<FolderDto[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select({
      id: documentFolders.id,
      name: documentFolders.name,
      createdAt: documentFolders.createdAt,
      // Spelled out: drizzle leaves a select's columns unqualified, and both tables have an `id`.
      documentCount:
        sql<number>`(SELECT count(*) FROM documents d WHERE d.folder_id = document_folders.id AND d.status = 'READY')`.mapWith(
          Number,
        ),
    })
    .from(documentFolders)
    .where(
      and(
        eq(documentFolders.companyId, companyId),
        ids
          ? sql`${documentFolders.id} IN (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${documentFolders.name})`), asc(documentFolders.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** One of the company's folders, or 404 at `field`. */
export async function ownedFolder(db: Executor, companyId: number, id: number): Promise<FolderDto> {
  const [folder] = await listFolders(db, companyId, [id]);
  if (!folder) throw notFound();
  return folder;
}

async function assertFreeName(db: Executor, companyId: number, name: string, exceptId?: number): Promise<void> {
  const rows = await db
    .select({ id: documentFolders.id })
    .from(documentFolders)
    .where(and(eq(documentFolders.companyId, companyId), sql`lower(${documentFolders.name}) = lower(${name})`));
  if (rows.some((row) => row.id !== exceptId)) throw folderExists();
}

export async function createFolder(
  db: Db,
  companyId: number,
  userId: number,
  rawName: string,
  at: Date,
): Promise<FolderDto> {
  const name = folderName(rawName);
  await assertFreeName(db, companyId, name);
  try {
    const [row] = await db
      .insert(documentFolders)
      .values({ companyId, name, createdBy: userId, createdAt: at })
      .returning({ id: documentFolders.id });
    if (!row) throw notFound();
    return ownedFolder(db, companyId, row.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw folderExists();
    throw error;
  }
}

export async function renameFolder(db: Db, companyId: number, id: number, rawName: string): Promise<FolderDto> {
  const name = folderName(rawName);
  await ownedFolder(db, companyId, id);
  await assertFreeName(db, companyId, name, id);
  try {
    await db.update(documentFolders).set({ name }).where(eq(documentFolders.id, id));
  } catch (error) {
    if (isUniqueViolation(error)) throw folderExists();
    throw error;
  }
  return ownedFolder(db, companyId, id);
}

/** Deletes a folder; its documents move to the top level (and count as changed). */
export async function deleteFolder(db: Db, companyId: number, id: number, at: Date): Promise<FolderDto> {
  const folder = await ownedFolder(db, companyId, id);
  await db.transaction(async (tx) => {
    await tx.update(documents).set({ folderId: null, updatedAt: at }).where(eq(documents.folderId, id));
    await tx.delete(documentFolders).where(eq(documentFolders.id, id));
  });
  return folder;
}

/** How many folders a company has (the seed and tests). */
export async function folderCount(db: Executor, companyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(documentFolders).where(eq(documentFolders.companyId, companyId));
  return row?.n ?? 0;
}

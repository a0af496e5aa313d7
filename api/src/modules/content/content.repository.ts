import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { contentEntries, type ContentKind, contentVersions } from './content.table.js';

export type EntryRow = typeof contentEntries.$inferSelect;
export type VersionRow = typeof contentVersions.$inferSelect;

/** Entries not deleted: a deleted banner or role is unknown to every read and change. */
export const live = isNull(contentEntries.deletedAt);

/** The newest published version of each entry (the one the public reads). */
const latest = sql`${contentVersions.number} = (SELECT max(v.number) FROM content_versions v WHERE v.entry_id = content_versions.entry_id)`;

/** The published versions of the entries of a kind (one per entry), ordered by position then key. */
export async function publishedOfKind(db: Executor, kind: ContentKind, key?: string) {
  return db
    .select({ key: contentEntries.key, version: contentVersions })
    .from(contentVersions)
    .innerJoin(contentEntries, eq(contentEntries.id, contentVersions.entryId))
    .where(
      and(eq(contentEntries.kind, kind), live, latest, key === undefined ? undefined : eq(contentEntries.key, key)),
    )
    .orderBy(asc(contentVersions.position), asc(contentEntries.key));
}

export interface EntryWithPublished {
  entry: EntryRow;
  publishedVersion: number | null;
  publishedAt: Date | null;
}

const publishedColumns = {
  publishedVersion: sql<
    number | null
  >`(SELECT max(v.number) FROM content_versions v WHERE v.entry_id = content_entries.id)`,
  publishedAt: sql<
    string | null
  >`(SELECT max(v.published_at) FROM content_versions v WHERE v.entry_id = content_entries.id)`,
};

const withPublished = (row: {
  entry: EntryRow;
  publishedVersion: number | string | null;
  publishedAt: string | Date | null;
}): EntryWithPublished => ({
  entry: row.entry,
  publishedVersion: row.publishedVersion === null ? null : Number(row.publishedVersion),
  publishedAt: row.publishedAt === null ? null : new Date(row.publishedAt),
});

export async function entryByKey(db: Executor, key: string): Promise<EntryWithPublished | undefined> {
  const [row] = await db
    .select({ entry: contentEntries, ...publishedColumns })
    .from(contentEntries)
    .where(and(eq(contentEntries.key, key), live))
    .limit(1);
  return row ? withPublished(row) : undefined;
}

/** A page of entries: pages first, then banners and roles by position. */
export async function listEntries(
  db: Executor,
  options: { kind?: ContentKind | undefined; offset: number; size: number },
): Promise<{ rows: EntryWithPublished[]; total: number }> {
  const where = and(live, options.kind ? eq(contentEntries.kind, options.kind) : undefined);
  const rows = await db
    .select({ entry: contentEntries, ...publishedColumns })
    .from(contentEntries)
    .where(where)
    .orderBy(asc(contentEntries.kind), asc(contentEntries.position), asc(contentEntries.key))
    .limit(options.size)
    .offset(options.offset);
  const [total] = await db.select({ n: count() }).from(contentEntries).where(where);
  return { rows: rows.map(withPublished), total: Number(total?.n ?? 0) };
}

export async function versionsOf(
  db: Executor,
  entryId: number,
  options: { offset: number; size: number },
): Promise<{ rows: VersionRow[]; total: number }> {
  const rows = await db
    .select()
    .from(contentVersions)
    .where(eq(contentVersions.entryId, entryId))
    .orderBy(desc(contentVersions.number))
    .limit(options.size)
    .offset(options.offset);
  const [total] = await db.select({ n: count() }).from(contentVersions).where(eq(contentVersions.entryId, entryId));
  return { rows, total: Number(total?.n ?? 0) };
}

export async function versionOf(db: Executor, entryId: number, number: number): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.entryId, entryId), eq(contentVersions.number, number)))
    .limit(1);
  return row;
}

import { and, eq, max, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { ApiError, notFound, stateChanged, validation } from '../../errors.js';
import { pageWindow, toPage } from '../../http/paging.js';
import { renderMarkdown } from './markdown.js';
import { entryByKey, type EntryWithPublished, listEntries, live, versionOf, versionsOf } from './content.repository.js';
import { contentEntries, type ContentKind, contentVersions } from './content.table.js';

/** The draft fields an editor sends (create and save). */
export interface DraftInput {
  title: string;
  description?: string | undefined;
  body: string;
  linkLabel?: string | null | undefined;
  linkPath?: string | null | undefined;
  position?: number | undefined;
  startsAt?: string | null | undefined;
  endsAt?: string | null | undefined;
}

/** The fields of a draft as stored, checked: trimmed title, a link both named and safe, dates in order. */
function draftValues(input: DraftInput) {
  const title = input.title.trim();
  if (title.length === 0) throw validation('title', 'title must not be empty');
  if (/[\r\n]/.test(title)) throw validation('title', 'title must be one line');
  const description = (input.description ?? '').trim();
  if (/[\r\n]/.test(description)) throw validation('description', 'description must be one line');
  const linkLabel = input.linkLabel?.trim() || null;
  const linkPath = input.linkPath?.trim() || null;
  if (linkPath !== null && !(/^\/(?!\/)\S*$/.test(linkPath) || /^https:\/\/\S+$/.test(linkPath)))
    throw validation('linkPath', 'linkPath must be an app path (/pricing) or an https:// address');
  if ((linkLabel === null) !== (linkPath === null))
    throw validation(linkLabel === null ? 'linkLabel' : 'linkPath', 'A link needs both its label and its path');
  const startsAt = input.startsAt ? new Date(input.startsAt) : null;
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  if (startsAt && endsAt && endsAt <= startsAt) throw validation('endsAt', 'endsAt must be after startsAt');
  return {
    title,
    description,
    body: input.body,
    linkLabel,
    linkPath,
    position: input.position ?? 0,
    startsAt,
    endsAt,
  };
}

export function stateOf(row: EntryWithPublished): 'PUBLISHED' | 'DRAFT_CHANGES' | 'UNPUBLISHED' {
  if (row.publishedVersion === null) return 'UNPUBLISHED';
  return row.entry.draftChanged ? 'DRAFT_CHANGES' : 'PUBLISHED';
}

export function summaryDto(row: EntryWithPublished) {
  return {
    key: row.entry.key,
    kind: row.entry.kind,
    title: row.entry.title,
    state: stateOf(row),
    version: row.entry.version,
    publishedVersion: row.publishedVersion,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.entry.updatedAt.toISOString(),
  };
}

export function draftDto(row: EntryWithPublished) {
  const { entry } = row;
  return {
    ...summaryDto(row),
    description: entry.description,
    body: entry.body,
    linkLabel: entry.linkLabel,
    linkPath: entry.linkPath,
    position: entry.position,
    startsAt: entry.startsAt?.toISOString() ?? null,
    endsAt: entry.endsAt?.toISOString() ?? null,
    updatedBy: entry.updatedBy,
  };
}

async function requireEntry(db: Db, key: string): Promise<EntryWithPublished> {
  const row = await entryByKey(db, key);
  if (!row) throw notFound();
  return row;
}

export const readDraft = async (db: Db, key: string) => draftDto(await requireEntry(db, key));

export async function entriesPage(db: Db, query: { kind?: ContentKind | undefined; page?: number; size?: number }) {
  const { page, size, offset } = pageWindow(query);
  const { rows, total } = await listEntries(db, { kind: query.kind, offset, size });
  return toPage(rows.map(summaryDto), total, page, size);
}

export const KEY_TAKEN_MESSAGE = 'An entry with this key exists already.';
export const KEY_OF_DELETED_MESSAGE = 'A deleted entry used this key: choose another.';
export const PAGE_NOT_DELETABLE_MESSAGE =
  'Pages cannot be deleted: the site links to them and the law requires some. Edit their text instead.';

export async function createEntry(
  db: Db,
  input: DraftInput & { key: string; kind: Exclude<ContentKind, 'PAGE'> },
  who: string | null,
  now: Date,
) {
  const values = draftValues(input);
  const [row] = await db
    .insert(contentEntries)
    .values({ key: input.key, kind: input.kind, ...values, updatedAt: now, updatedBy: who })
    .onConflictDoNothing({ target: contentEntries.key })
    .returning({ key: contentEntries.key });
  if (!row) {
    // A deleted entry keeps its key (and its history): say so rather than "exists already".
    const message = (await entryByKey(db, input.key)) ? KEY_TAKEN_MESSAGE : KEY_OF_DELETED_MESSAGE;
    throw new ApiError(409, 'ContentKeyTaken', message, [{ field: 'key', message }]);
  }
  return readDraft(db, row.key);
}

/** The entry, locked, when its draft is still at `version`: 404 unknown (or deleted) key, 409 changed in between. */
async function lockAt(tx: Executor, key: string, version: number) {
  const [row] = await tx
    .select({ id: contentEntries.id, kind: contentEntries.kind, version: contentEntries.version })
    .from(contentEntries)
    .where(and(eq(contentEntries.key, key), live))
    .for('update');
  if (!row) throw notFound();
  if (row.version !== version) throw stateChanged();
  return row;
}

/** Runs `change` on the entry when its draft is still at `version`, and answers the draft after it. */
async function atVersion(
  db: Db,
  key: string,
  version: number,
  change: (tx: Executor, entryId: number) => Promise<void>,
) {
  await db.transaction(async (tx) => change(tx, (await lockAt(tx, key, version)).id));
  return readDraft(db, key);
}

const bump = { version: sql`${contentEntries.version} + 1` };
const changedBy = (who: string | null, now: Date) => ({ draftChanged: true, updatedAt: now, updatedBy: who });

export function saveDraft(db: Db, key: string, input: DraftInput & { version: number }, who: string | null, now: Date) {
  const values = draftValues(input);
  return atVersion(db, key, input.version, async (tx, id) => {
    await tx
      .update(contentEntries)
      .set({ ...values, ...bump, ...changedBy(who, now) })
      .where(eq(contentEntries.id, id));
  });
}

export function publishDraft(db: Db, key: string, version: number, who: string | null, now: Date) {
  return atVersion(db, key, version, async (tx, id) => {
    const [entry] = await tx.select().from(contentEntries).where(eq(contentEntries.id, id));
    if (!entry) throw notFound();
    if (entry.title.trim().length === 0) throw validation('title', 'title must not be empty');
    const [last] = await tx
      .select({ n: max(contentVersions.number) })
      .from(contentVersions)
      .where(eq(contentVersions.entryId, id));
    await tx.insert(contentVersions).values({
      entryId: id,
      number: (last?.n ?? 0) + 1,
      title: entry.title,
      description: entry.description,
      body: entry.body,
      linkLabel: entry.linkLabel,
      linkPath: entry.linkPath,
      position: entry.position,
      startsAt: entry.startsAt,
      endsAt: entry.endsAt,
      publishedAt: now,
      publishedBy: who,
    });
    await tx
      .update(contentEntries)
      .set({ ...bump, draftChanged: false, updatedAt: now, updatedBy: who })
      .where(eq(contentEntries.id, id));
  });
}

export async function historyPage(db: Db, key: string, query: { page?: number; size?: number }) {
  const { entry } = await requireEntry(db, key);
  const { page, size, offset } = pageWindow(query);
  const { rows, total } = await versionsOf(db, entry.id, { offset, size });
  const content = rows.map((v) => ({
    number: v.number,
    title: v.title,
    publishedAt: v.publishedAt.toISOString(),
    publishedBy: v.publishedBy,
  }));
  return toPage(content, total, page, size);
}

/** Copies a published version into the draft (publishing it is a separate step). */
export function restoreVersion(db: Db, key: string, number: number, version: number, who: string | null, now: Date) {
  return atVersion(db, key, version, async (tx, id) => {
    const old = await versionOf(tx, id, number);
    if (!old) throw notFound();
    const { title, description, body, linkLabel, linkPath, position, startsAt, endsAt } = old;
    await tx
      .update(contentEntries)
      .set({
        title,
        description,
        body,
        linkLabel,
        linkPath,
        position,
        startsAt,
        endsAt,
        ...bump,
        ...changedBy(who, now),
      })
      .where(eq(contentEntries.id, id));
  });
}

/**
 * Deletes a banner or role the editor read at `version` (409 when it changed since). Soft: the
 * row and its published versions stay, out of every list and read, so the history does not
 * dangle and the reference seed (which skips existing keys) never brings a seeded one back.
 * Pages are refused: the site's routes, footer and sitemap link to each of the fixed keys.
 */
export async function deleteEntry(db: Db, key: string, version: number, who: string | null, now: Date) {
  await db.transaction(async (tx) => {
    const row = await lockAt(tx, key, version);
    if (row.kind === 'PAGE') throw new ApiError(409, 'ContentNotDeletable', PAGE_NOT_DELETABLE_MESSAGE);
    await tx
      .update(contentEntries)
      .set({ ...bump, deletedAt: now, deletedBy: who })
      .where(eq(contentEntries.id, row.id));
  });
}

/** A published body with its HTML. */
export const withHtml = <T extends { body: string }>(v: T) => ({ ...v, html: renderMarkdown(v.body) });

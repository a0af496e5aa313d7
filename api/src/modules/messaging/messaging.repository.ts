import { and, count, desc, eq, gt, gte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { type PageResult, pageWindow, parseSort, toPage } from '../../http/paging.js';
import { inCompanyInbox, isParticipant, type Viewer } from './messaging.access.js';
import { ownFolder } from './messaging.folders.js';
import type { ThreadListQuery } from './messaging.schemas.js';
import { messages, messageThreads, threadUserStates } from './messaging.table.js';
import { hasUnread, viewerState } from './messaging.unread.js';

function locationFilter(query: ThreadListQuery): SQL {
  switch (query.location ?? 'INBOX') {
    case 'ARCHIVE':
      return sql`(${threadUserStates.archived} and ${threadUserStates.folderId} is null)`;
    case 'FOLDER':
      return sql`${threadUserStates.folderId} = ${query.folderId ?? 0}`;
    default:
      return sql`(${threadUserStates.threadId} is null or (${threadUserStates.folderId} is null and not ${threadUserStates.archived}))`;
  }
}

/** Words found in a message body (GIN index) or in the subject, with web-search syntax ("a b", -c, or). */
const matchesWords = (q: string): SQL =>
  sql`(exists (select 1 from messages sm where sm.thread_id = ${messageThreads.id} and sm.search @@ websearch_to_tsquery('simple', ${q})) or to_tsvector('simple', ${messageThreads.subject}) @@ websearch_to_tsquery('simple', ${q}))`;

/** Ids of one page of the caller's threads in a box, newest activity first. */
export async function listThreadIds(db: Executor, viewer: Viewer, query: ThreadListQuery): Promise<PageResult<number>> {
  if (
    query.location === 'FOLDER' &&
    (query.folderId === undefined || !(await ownFolder(db, viewer.id, query.folderId)))
  )
    throw notFound();
  const { page, size, offset } = pageWindow(query);
  const q = query.q?.trim();
  const where = and(
    query.box === 'COMPANY' ? inCompanyInbox(viewer) : isParticipant(viewer),
    locationFilter(query),
    query.unreadOnly ? hasUnread(viewer) : undefined,
    q ? matchesWords(q) : undefined,
  );
  const order = parseSort(query.sort, { lastMessageAt: messageThreads.lastMessageAt }, ['lastMessageAt,DESC']);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: messageThreads.id })
      .from(messageThreads)
      .leftJoin(threadUserStates, viewerState(viewer))
      .where(where)
      .orderBy(...order, desc(messageThreads.id))
      .limit(size)
      .offset(offset),
    db.select({ n: count() }).from(messageThreads).leftJoin(threadUserStates, viewerState(viewer)).where(where),
  ]);
  return toPage(
    rows.map((r) => r.id),
    Number(total?.n ?? 0),
    page,
    size,
  );
}

/** Threads the user started since `since` (Explorer's monthly reach-outs). */
export async function countThreadsStartedSince(db: Executor, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messageThreads)
    .where(and(eq(messageThreads.createdByUserId, userId), gte(messageThreads.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** The user's messages after `since`, oldest first (the flood window), as send times. */
export async function recentMessageTimes(db: Executor, userId: number, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ sentAt: messages.sentAt })
    .from(messages)
    .where(and(eq(messages.authorUserId, userId), gt(messages.sentAt, since)))
    .orderBy(messages.sentAt);
  return rows.map((r) => r.sentAt);
}

/** Sets the user's read mark (creating their state row: inbox, when they had none). */
export async function setLastReadAt(db: Executor, threadId: number, userId: number, at: Date | null): Promise<void> {
  await db
    .insert(threadUserStates)
    .values({ threadId, userId, lastReadAt: at })
    .onConflictDoUpdate({ target: [threadUserStates.threadId, threadUserStates.userId], set: { lastReadAt: at } });
}

/** Where the user keeps the thread: archive, a folder (folderId) or the inbox. */
export async function setLocation(
  db: Executor,
  threadId: number,
  userId: number,
  place: { archived: boolean; folderId: number | null },
): Promise<void> {
  await db
    .insert(threadUserStates)
    .values({ threadId, userId, ...place })
    .onConflictDoUpdate({ target: [threadUserStates.threadId, threadUserStates.userId], set: place });
}

/** The latest message in the thread by someone other than the user. */
export async function latestOtherMessageAt(db: Executor, threadId: number, userId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ sentAt: messages.sentAt })
    .from(messages)
    .where(and(eq(messages.threadId, threadId), sql`${messages.authorUserId} <> ${userId}`))
    .orderBy(desc(messages.sentAt))
    .limit(1);
  return row?.sentAt;
}

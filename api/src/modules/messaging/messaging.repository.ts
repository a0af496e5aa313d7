import { and, count, eq, gt, gte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { type PageResult, pageWindow, parseSort, toPage } from '../../http/paging.js';
import { inCompanyInbox, type Viewer } from './messaging.access.js';
import { matchesWords } from './messaging.search.js';
import { ownFolder } from './messaging.folders.js';
import type { ThreadListQuery } from './messaging.schemas.js';
import { messages, messageThreads, threadParticipants, threadUserStates } from './messaging.table.js';
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

/** Ids of one page of the caller's threads in a box, newest activity first. */
export async function listThreadIds(db: Executor, viewer: Viewer, query: ThreadListQuery): Promise<PageResult<number>> {
  if (
    query.location === 'FOLDER' &&
    (query.folderId === undefined || !(await ownFolder(db, viewer.id, query.folderId)))
  )
    throw notFound();
  const { page, size, offset } = pageWindow(query);
  const q = query.q?.trim();
  const personal = query.box !== 'COMPANY';
  const where = and(
    personal ? eq(threadParticipants.userId, viewer.id) : inCompanyInbox(viewer),
    locationFilter(query),
    query.unreadOnly ? hasUnread(viewer) : undefined,
    q ? await matchesWords(db, q) : undefined,
  );
  // The personal box reads its order from the participant's copy, in the order of its index.
  const [sortAt, sortId] = personal
    ? [threadParticipants.lastMessageAt, threadParticipants.threadId]
    : [messageThreads.lastMessageAt, messageThreads.id];
  const order = parseSort(query.sort, { lastMessageAt: sortAt }, ['lastMessageAt,DESC']).map(
    (o) => sql`${o} nulls last`,
  );
  const ties = sql`${sortId} desc nulls last`;
  const state = viewerState(viewer);
  const onThread = eq(messageThreads.id, threadParticipants.threadId);
  const [rows, [total]] = await Promise.all([
    personal
      ? db
          .select({ id: messageThreads.id })
          .from(threadParticipants)
          .innerJoin(messageThreads, onThread)
          .leftJoin(threadUserStates, state)
          .where(where)
          .orderBy(...order, ties)
          .limit(size)
          .offset(offset)
      : db
          .select({ id: messageThreads.id })
          .from(messageThreads)
          .leftJoin(threadUserStates, state)
          .where(where)
          .orderBy(...order, ties)
          .limit(size)
          .offset(offset),
    personal
      ? db
          .select({ n: count() })
          .from(threadParticipants)
          .innerJoin(messageThreads, onThread)
          .leftJoin(threadUserStates, state)
          .where(where)
      : db.select({ n: count() }).from(messageThreads).leftJoin(threadUserStates, state).where(where),
  ]);
  return toPage(
    rows.map((r) => r.id),
    Number(total?.n ?? 0),
    page,
    size,
  );
}

/**
 * Threads the user started since `since` (Explorer's monthly reach-outs). Threads a response to a
 * request opened are not reach-outs: responses have their own monthly count (proposals feature).
 */
export async function countThreadsStartedSince(db: Executor, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messageThreads)
    .where(
      and(
        eq(messageThreads.createdByUserId, userId),
        gte(messageThreads.createdAt, since),
        sql`${messageThreads.aboutKind} is distinct from 'REQUEST'`,
      ),
    );
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

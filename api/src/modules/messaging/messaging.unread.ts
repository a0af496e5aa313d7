import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { Viewer } from './messaging.access.js';
import { inCompanyInbox } from './messaging.access.js';
import { messageThreads, threadParticipants, threadUserStates } from './messaging.table.js';

/**
 * The outer thread is unread for the caller: its latest message is by someone else and newer than
 * their `last_read_at` (no state row: never read). From the thread's own columns, no probe of
 * `messages` (docs/messaging.md "Read state"). Needs `thread_user_states` left-joined for the caller.
 */
export const hasUnread = (viewer: Viewer): SQL =>
  sql`(${messageThreads.lastAuthorUserId} <> ${viewer.id} and ${messageThreads.lastMessageAt} > coalesce(${threadUserStates.lastReadAt}, '-infinity'::timestamptz))`;

/** The caller's state row of the outer thread (absent: inbox, never read). */
export const viewerState = (viewer: Viewer): SQL | undefined =>
  and(eq(threadUserStates.threadId, messageThreads.id), eq(threadUserStates.userId, viewer.id));

/** Threads with unread messages per box (archived and foldered ones count: they are still unread). */
export async function unreadCounts(db: Executor, viewer: Viewer): Promise<{ inbox: number; companyInbox: number }> {
  const n = sql<number>`count(*)::int`;
  const [[inbox], [companyInbox]] = await Promise.all([
    // From the caller's participant rows (their index), not a probe per thread of the whole table.
    db
      .select({ n })
      .from(threadParticipants)
      .innerJoin(messageThreads, eq(messageThreads.id, threadParticipants.threadId))
      .leftJoin(threadUserStates, viewerState(viewer))
      .where(and(eq(threadParticipants.userId, viewer.id), hasUnread(viewer))),
    db
      .select({ n })
      .from(messageThreads)
      .leftJoin(threadUserStates, viewerState(viewer))
      .where(and(inCompanyInbox(viewer), hasUnread(viewer))),
  ]);
  return { inbox: Number(inbox?.n ?? 0), companyInbox: Number(companyInbox?.n ?? 0) };
}

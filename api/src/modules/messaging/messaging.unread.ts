import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { Viewer } from './messaging.access.js';
import { inCompanyInbox, isParticipant } from './messaging.access.js';
import { messageThreads, threadUserStates } from './messaging.table.js';

/**
 * The outer thread has a message by someone else newer than the caller's `last_read_at` (no state
 * row: never read). Needs `thread_user_states` left-joined for the caller.
 */
export const hasUnread = (viewer: Viewer): SQL =>
  sql`exists (select 1 from messages um where um.thread_id = ${messageThreads.id} and um.author_user_id <> ${viewer.id} and um.sent_at > coalesce(${threadUserStates.lastReadAt}, '-infinity'::timestamptz))`;

/** The caller's state row of the outer thread (absent: inbox, never read). */
export const viewerState = (viewer: Viewer): SQL | undefined =>
  and(eq(threadUserStates.threadId, messageThreads.id), eq(threadUserStates.userId, viewer.id));

async function countUnread(db: Executor, viewer: Viewer, box: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messageThreads)
    .leftJoin(threadUserStates, viewerState(viewer))
    .where(and(box, hasUnread(viewer)));
  return Number(row?.n ?? 0);
}

/** Threads with unread messages per box (archived and foldered ones count: they are still unread). */
export async function unreadCounts(db: Executor, viewer: Viewer): Promise<{ inbox: number; companyInbox: number }> {
  const [inbox, companyInbox] = await Promise.all([
    countUnread(db, viewer, isParticipant(viewer)),
    countUnread(db, viewer, inCompanyInbox(viewer)),
  ]);
  return { inbox, companyInbox };
}

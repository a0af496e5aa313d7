import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { notFound } from '../../errors.js';
import type { UserRow } from '../user/index.js';
import { companyInboxRepliers, companyInboxSettings, messageThreads, type ThreadRow } from './messaging.table.js';

export type Viewer = Pick<UserRow, 'id' | 'companyId'>;

/** The caller takes part in the thread of the outer query (`message_threads`). */
export const isParticipant = (viewer: Viewer): SQL =>
  sql`exists (select 1 from thread_participants tp where tp.thread_id = ${messageThreads.id} and tp.user_id = ${viewer.id})`;

/** Addressed to the caller's company: its company inbox. */
export const inCompanyInbox = (viewer: Viewer): SQL =>
  viewer.companyId === null ? sql`false` : sql`${messageThreads.toCompanyId} = ${viewer.companyId}`;

/** Who reads a thread: a participant, or a member of the company it is addressed to. Nobody else. */
export const readableBy = (viewer: Viewer): SQL => sql`(${isParticipant(viewer)} or ${inCompanyInbox(viewer)})`;

export interface ThreadAccess {
  thread: ThreadRow;
  participant: boolean;
}

/** The thread when the caller may read it; otherwise 404, exactly like a missing one. */
export async function loadReadableThread(db: Executor, viewer: Viewer, threadId: number): Promise<ThreadAccess> {
  const [row] = await db
    .select({ thread: messageThreads, participant: sql<boolean>`${isParticipant(viewer)}` })
    .from(messageThreads)
    .where(and(eq(messageThreads.id, threadId), readableBy(viewer)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** May a member of `companyId` answer its inbox? ALL_MEMBERS by default, else the chosen ones. */
export async function mayAnswerCompanyInbox(db: Executor, companyId: number, userId: number): Promise<boolean> {
  const [settings] = await db
    .select({ policy: companyInboxSettings.replyPolicy })
    .from(companyInboxSettings)
    .where(eq(companyInboxSettings.companyId, companyId));
  if (!settings || settings.policy === 'ALL_MEMBERS') return true;
  const [chosen] = await db
    .select({ userId: companyInboxRepliers.userId })
    .from(companyInboxRepliers)
    .where(and(eq(companyInboxRepliers.companyId, companyId), eq(companyInboxRepliers.userId, userId)));
  return chosen !== undefined;
}

export const REPLY_BLOCKED_REASON =
  "Your company's administrators chose who answers the company inbox, and you are not among them. Ask an administrator if you need to reply.";

/** Whether the caller may reply to a thread they can read, and if not why (in words for them). */
export async function replyRight(
  db: Executor,
  viewer: Viewer,
  access: ThreadAccess,
): Promise<{ canReply: boolean; reason: string | null }> {
  if (access.participant) return { canReply: true, reason: null };
  const companyId = access.thread.toCompanyId;
  if (companyId !== null && companyId === viewer.companyId && (await mayAnswerCompanyInbox(db, companyId, viewer.id)))
    return { canReply: true, reason: null };
  return { canReply: false, reason: REPLY_BLOCKED_REASON };
}

import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { messages, messageThreads, threadParticipants, threadUserStates } from '../messaging/index.js';
import { users } from '../user/index.js';

/** Tests: a thread from `fromUserId`'s company to `toCompanyId`'s inbox, with its first message. */
export async function startThread(
  db: Db,
  m: { fromUserId: number; toCompanyId: number; subject: string; body: string; sentAt: Date },
): Promise<number> {
  const author = await companyOf(db, m.fromUserId);
  const [thread] = await db
    .insert(messageThreads)
    .values({
      subject: m.subject,
      createdByUserId: m.fromUserId,
      fromCompanyId: author,
      toCompanyId: m.toCompanyId,
      createdAt: m.sentAt,
      lastMessageAt: m.sentAt,
    })
    .returning({ id: messageThreads.id });
  if (!thread) throw new Error('no thread');
  await db.insert(threadParticipants).values({
    threadId: thread.id,
    userId: m.fromUserId,
    companyId: author,
    joinedAt: m.sentAt,
    lastMessageAt: m.sentAt,
  });
  await postMessage(db, { threadId: thread.id, fromUserId: m.fromUserId, body: m.body, sentAt: m.sentAt });
  return thread.id;
}

/** Tests: one more message in a thread (the author becomes a participant, as a reply does). */
export async function postMessage(
  db: Db,
  m: { threadId: number; fromUserId: number; body: string; sentAt: Date },
): Promise<void> {
  const company = await companyOf(db, m.fromUserId);
  await db
    .insert(threadParticipants)
    .values({
      threadId: m.threadId,
      userId: m.fromUserId,
      companyId: company,
      joinedAt: m.sentAt,
      lastMessageAt: m.sentAt,
    })
    .onConflictDoNothing();
  await db.insert(messages).values({
    threadId: m.threadId,
    authorUserId: m.fromUserId,
    authorCompanyId: company,
    body: m.body,
    sentAt: m.sentAt,
  });
  await db
    .update(messageThreads)
    .set({
      lastMessageAt: m.sentAt,
      lastAuthorUserId: m.fromUserId,
      messageCount: sql`${messageThreads.messageCount} + 1`,
    })
    .where(eq(messageThreads.id, m.threadId));
  // As the send code does: the participants' copy of the sort key follows the thread.
  await db
    .update(threadParticipants)
    .set({ lastMessageAt: m.sentAt })
    .where(eq(threadParticipants.threadId, m.threadId));
}

/** Tests: the user read the thread at `at`. */
export async function markRead(db: Db, threadId: number, userId: number, at: Date): Promise<void> {
  await db
    .insert(threadUserStates)
    .values({ threadId, userId, lastReadAt: at })
    .onConflictDoUpdate({ target: [threadUserStates.threadId, threadUserStates.userId], set: { lastReadAt: at } });
}

export async function companyOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
  if (!row?.companyId) throw new Error(`user ${userId} has no company`);
  return row.companyId;
}

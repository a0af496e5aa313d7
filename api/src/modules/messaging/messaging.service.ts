import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { validation } from '../../errors.js';
import type { AppDeps } from '../../http/types.js';
import { type Notified, publishNotified } from '../notification/index.js';
import { type UserRow, users } from '../user/index.js';
import { FLOOD_MAX_MESSAGES, FLOOD_WINDOW_MS, MessageFloodError } from './messaging.limits.js';
import { notifyReaders } from './messaging.notify.js';
import { activeMemberIds } from './messaging.people.js';
import { recentMessageTimes, setLastReadAt } from './messaging.repository.js';
import {
  messages,
  messageThreads,
  threadParticipants,
  threadSearchDocuments,
  type ThreadRow,
} from './messaging.table.js';
import { companies } from '../company/index.js';

/** A text field as stored: trimmed; empty after trimming is a 400 naming the field. */
export function requiredText(field: string, raw: string): string {
  const text = raw.trim();
  if (text.length === 0) throw validation(field, `${field} must not be empty`);
  return text;
}

/**
 * Locks the author's row (so two sends at once are counted one after the other, across api
 * processes) and refuses a message over the flood limit, with the seconds until one frees up.
 */
export async function lockAuthorAndCheckFlood(tx: Executor, userId: number, now: Date): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const recent = await recentMessageTimes(tx, userId, new Date(now.getTime() - FLOOD_WINDOW_MS));
  if (recent.length >= FLOOD_MAX_MESSAGES) {
    const oldest = recent[recent.length - FLOOD_MAX_MESSAGES] ?? now;
    const freeAt = oldest.getTime() + FLOOD_WINDOW_MS;
    throw new MessageFloodError(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
  }
}

export interface SentMessage {
  threadId: number;
  messageId: number;
  readers: number[];
  notified: Notified[];
}

/**
 * Writes one message in the thread (the first one too): the thread's latest-message columns and
 * search document, the participants' sort key, the author as a participant, the author's read
 * mark, and the readers' notifications (unless `notifyReaders` is false: a feature that opens a
 * thread as part of its own event, e.g. a response to a request, notifies in its own words).
 */
export async function writeMessage(
  tx: Executor,
  thread: Pick<ThreadRow, 'id' | 'subject' | 'toCompanyId'>,
  author: UserRow & { companyId: number },
  body: string,
  now: Date,
  first: boolean,
  { notifyReaders: notifying = true }: { notifyReaders?: boolean } = {},
): Promise<SentMessage> {
  const [message] = await tx
    .insert(messages)
    .values({ threadId: thread.id, authorUserId: author.id, authorCompanyId: author.companyId, body, sentAt: now })
    .returning({ id: messages.id });
  if (!message) throw new Error('message insert returned nothing');
  await tx
    .update(messageThreads)
    .set({
      lastMessageAt: now,
      lastMessageId: message.id,
      lastAuthorUserId: author.id,
      messageCount: sql`${messageThreads.messageCount} + 1`,
    })
    .where(eq(messageThreads.id, thread.id));
  // The thread's search document: the subject with the first message, each body after it.
  const words = sql`strip(to_tsvector('simple', ${body}))`;
  await tx
    .insert(threadSearchDocuments)
    .values({
      threadId: thread.id,
      document: first ? sql`strip(to_tsvector('simple', ${thread.subject})) || ${words}` : words,
    })
    .onConflictDoUpdate({
      target: threadSearchDocuments.threadId,
      set: { document: sql`${threadSearchDocuments.document} || excluded.document` },
    });
  // Every participant's copy of the sort key moves with the thread (the personal inbox reads it).
  await tx.update(threadParticipants).set({ lastMessageAt: now }).where(eq(threadParticipants.threadId, thread.id));
  // Replying from the company inbox makes the member a participant.
  await tx
    .insert(threadParticipants)
    .values({ threadId: thread.id, userId: author.id, companyId: author.companyId, joinedAt: now, lastMessageAt: now })
    .onConflictDoNothing();
  await setLastReadAt(tx, thread.id, author.id, now);
  const participantIds = (
    await tx
      .select({ userId: threadParticipants.userId })
      .from(threadParticipants)
      .innerJoin(users, eq(users.id, threadParticipants.userId))
      .where(eq(threadParticipants.threadId, thread.id))
  ).map((p) => p.userId);
  const companyMemberIds = thread.toCompanyId === null ? [] : await activeMemberIds(tx, thread.toCompanyId);
  const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, author.companyId));
  const notified = !notifying
    ? []
    : await notifyReaders(
        tx,
        {
          thread,
          authorId: author.id,
          authorName: `${author.firstName} ${author.lastName}`,
          authorCompanyName: company?.name ?? '',
          body,
          participantIds,
          companyMemberIds,
        },
        first,
        now,
      );
  const readers = [...new Set([...participantIds, ...companyMemberIds])];
  return { threadId: thread.id, messageId: message.id, readers, notified };
}

/** After commit: MESSAGE_CREATED to everyone who reads the thread (the author's other tabs too). */
export function publishSent(deps: Pick<AppDeps, 'events'>, sent: SentMessage): void {
  deps.events.publish({
    kind: 'MESSAGE_CREATED',
    userIds: sent.readers,
    threadId: sent.threadId,
    messageId: sent.messageId,
  });
  publishNotified(deps.events, sent.notified);
}

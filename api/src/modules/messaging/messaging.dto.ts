import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { allQueries } from '../../db/all-queries.js';
import type { Executor } from '../../db/database.js';
import { companies } from '../company/index.js';
import { users } from '../user/index.js';
import { mayAnswerCompanyInbox, REPLY_BLOCKED_REASON, type Viewer } from './messaging.access.js';
import { listFolders } from './messaging.folders.js';
import { hasUnread, viewerState } from './messaging.unread.js';
import { personColumns, type PersonRow, toPerson } from './messaging.people.js';
import type { MessageDto, ThreadDto, ThreadPersonDto } from './messaging.schemas.js';
import { messages, messageThreads, threadParticipants, threadUserStates } from './messaging.table.js';

const fromCompany = alias(companies, 'from_company');
const toCompany = alias(companies, 'to_company');

export const messageColumns = {
  id: messages.id,
  threadId: messages.threadId,
  body: messages.body,
  sentAt: messages.sentAt,
};

/** A message row joined with its author (users) and the company they wrote for (companies). */
export function toMessageDto(
  row: { id: number; threadId: number; body: string; sentAt: Date } & PersonRow,
  viewer: Viewer,
): MessageDto {
  return {
    id: row.id,
    threadId: row.threadId,
    body: row.body,
    sentAt: row.sentAt.toISOString(),
    author: toPerson(row),
    isMine: row.userId === viewer.id,
  };
}

/** Messages with their authors, joined for one select (`where` picks them). */
export function selectMessages(db: Executor) {
  return db
    .select({ ...messageColumns, ...personColumns })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.authorUserId))
    .innerJoin(companies, eq(companies.id, messages.authorCompanyId));
}

function group<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

/**
 * ThreadDtos of threads the caller may read, in the order of `ids`: a fixed handful of queries
 * whatever the number of threads, so an inbox page costs its client one call.
 */
export async function loadThreadDtos(db: Executor, viewer: Viewer, ids: number[]): Promise<ThreadDto[]> {
  if (ids.length === 0) return [];
  const [threads, participants, states, unread, folders] = await allQueries(db, [
    () =>
      db
        .select({
          thread: messageThreads,
          from: { id: fromCompany.id, name: fromCompany.name, alias: fromCompany.alias, logoUrl: fromCompany.logoUrl },
          to: { id: toCompany.id, name: toCompany.name, alias: toCompany.alias, logoUrl: toCompany.logoUrl },
        })
        .from(messageThreads)
        .innerJoin(fromCompany, eq(fromCompany.id, messageThreads.fromCompanyId))
        .leftJoin(toCompany, eq(toCompany.id, messageThreads.toCompanyId))
        .where(inArray(messageThreads.id, ids)),
    () =>
      db
        .select({ threadId: threadParticipants.threadId, ...personColumns })
        .from(threadParticipants)
        .innerJoin(users, eq(users.id, threadParticipants.userId))
        .innerJoin(companies, eq(companies.id, threadParticipants.companyId))
        .where(inArray(threadParticipants.threadId, ids))
        .orderBy(asc(threadParticipants.joinedAt), asc(threadParticipants.userId)),
    () =>
      db
        .select()
        .from(threadUserStates)
        .where(and(inArray(threadUserStates.threadId, ids), eq(threadUserStates.userId, viewer.id))),
    () =>
      db
        .select({ threadId: messages.threadId, n: sql<number>`count(*)::int` })
        .from(messages)
        .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
        .leftJoin(threadUserStates, viewerState(viewer))
        .where(
          and(
            inArray(messages.threadId, ids),
            // Counted only in an unread thread, so the number agrees with the badge and the filter.
            hasUnread(viewer),
            ne(messages.authorUserId, viewer.id),
            sql`${messages.sentAt} > coalesce(${threadUserStates.lastReadAt}, '-infinity'::timestamptz)`,
          ),
        )
        .groupBy(messages.threadId),
    () => listFolders(db, viewer),
  ]);
  const lastIds = threads.map((t) => t.thread.lastMessageId).filter((id): id is number => id !== null);
  const lastMessages = lastIds.length > 0 ? await selectMessages(db).where(inArray(messages.id, lastIds)) : [];
  const lastById = new Map(lastMessages.map((m) => [m.id, toMessageDto(m, viewer)]));
  const peopleOf = group(participants, (p) => p.threadId);
  const stateOf = new Map(states.map((s) => [s.threadId, s]));
  const unreadOf = new Map(unread.map((u) => [u.threadId, Number(u.n)]));
  const folderOf = new Map(folders.map((f) => [f.id, f]));
  const answersInbox =
    viewer.companyId !== null &&
    threads.some((t) => t.thread.toCompanyId === viewer.companyId) &&
    (await mayAnswerCompanyInbox(db, viewer.companyId, viewer.id));
  const byId = new Map<number, ThreadDto>();
  for (const { thread, from, to } of threads) {
    const people: ThreadPersonDto[] = (peopleOf.get(thread.id) ?? []).map(toPerson);
    const lastMessage = thread.lastMessageId === null ? undefined : lastById.get(thread.lastMessageId);
    if (!lastMessage) continue; // A thread is written with its first message in one transaction.
    const state = stateOf.get(thread.id);
    const folder = state?.folderId == null ? null : (folderOf.get(state.folderId) ?? null);
    const participant = people.some((p) => p.userId === viewer.id);
    const canReply = participant || (thread.toCompanyId === viewer.companyId && answersInbox);
    byId.set(thread.id, {
      id: thread.id,
      subject: thread.subject,
      fromCompany: from,
      toCompany: to?.id == null ? null : to,
      about:
        thread.aboutKind !== null && thread.aboutId !== null ? { kind: thread.aboutKind, id: thread.aboutId } : null,
      createdAt: thread.createdAt.toISOString(),
      lastMessageAt: thread.lastMessageAt.toISOString(),
      lastMessage,
      messageCount: thread.messageCount,
      unreadCount: unreadOf.get(thread.id) ?? 0,
      location: folder ? 'FOLDER' : state?.archived ? 'ARCHIVE' : 'INBOX',
      folder,
      participants: people,
      canReply,
      replyBlockedReason: canReply ? null : REPLY_BLOCKED_REASON,
    });
  }
  return ids.map((id) => byId.get(id)).filter((t): t is ThreadDto => t !== undefined);
}

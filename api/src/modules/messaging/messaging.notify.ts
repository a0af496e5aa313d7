import type { Executor } from '../../db/database.js';
import { excerpt, type NotificationInput, type Notified, notify } from '../notification/index.js';
import type { ThreadRow } from './messaging.table.js';

export const personalThreadPath = (threadId: number) => `/dashboard/inbox/${threadId}`;
export const companyThreadPath = (threadId: number) => `/dashboard/company-inbox/${threadId}`;

interface Written {
  thread: Pick<ThreadRow, 'id' | 'subject'>;
  authorId: number;
  authorName: string;
  authorCompanyName: string;
  body: string;
  /** Participants after the message (the author included). */
  participantIds: number[];
  /** Active members of the addressed company (none between people). */
  companyMemberIds: number[];
}

/** The subject of a message's notifications: its thread (read with it, thread-state.routes.ts). */
export const THREAD_SUBJECT = 'THREAD';

/**
 * NEW_THREAD (first message) or NEW_REPLY to everyone who reads the thread except its author:
 * participants get the personal inbox's link, other members of the addressed company its inbox's.
 */
export async function notifyReaders(tx: Executor, written: Written, first: boolean, at: Date): Promise<Notified[]> {
  const { thread, authorId } = written;
  const participants = new Set(written.participantIds);
  const items: NotificationInput[] = [];
  const base = { kind: first ? 'NEW_THREAD' : 'NEW_REPLY', subjectKind: THREAD_SUBJECT, subjectId: thread.id };
  const title = first
    ? `New message from ${written.authorCompanyName}: ${thread.subject}`
    : `${written.authorName} (${written.authorCompanyName}) replied: ${thread.subject}`;
  const body = excerpt(written.body);
  for (const userId of participants) {
    if (userId !== authorId) items.push({ ...base, userId, title, body, link: personalThreadPath(thread.id) });
  }
  for (const userId of written.companyMemberIds) {
    if (userId !== authorId && !participants.has(userId))
      items.push({ ...base, userId, title, body, link: companyThreadPath(thread.id) });
  }
  return notify(tx, items, at);
}

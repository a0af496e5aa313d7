import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.js';
import type { SeedThread } from './seed-thread.js';
import { loadNames, type NoticeRow, threadNotices } from './seed-thread-notices.js';

export type { SeedPerson, SeedThread } from './seed-thread.js';

/** Fresh ids of the threads' and the messages' identity columns, so rows can point at each other. */
async function nextIds(db: Executor, threads: number, messages: number): Promise<[number[], number[]]> {
  const result = await db.execute(sql`SELECT
    ARRAY(SELECT nextval(pg_get_serial_sequence('message_threads', 'id'))::int FROM generate_series(1, ${threads}::int)) AS threads,
    ARRAY(SELECT nextval(pg_get_serial_sequence('messages', 'id'))::int FROM generate_series(1, ${messages}::int)) AS messages`);
  const [row] = (result as unknown as { rows: { threads: number[]; messages: number[] }[] }).rows;
  const sorted = (ids: number[] | undefined) => (ids ?? []).map(Number).sort((a, b) => a - b);
  return [sorted(row?.threads), sorted(row?.messages)];
}

/** Each user's latest read mark in the thread: their own last message, or a later `readBy`. */
function readMarks(thread: SeedThread): Map<number, Date> {
  const marks = new Map<number, Date>();
  const mark = (userId: number, at: Date) => {
    const before = marks.get(userId);
    if (!before || before < at) marks.set(userId, at);
  };
  for (const m of thread.messages) mark(m.author.id, m.sentAt);
  for (const r of thread.readBy ?? []) mark(r.userId, r.at);
  return marks;
}

/** Who took part (each author, from their first message) and everyone's read mark. */
function membersOf(t: SeedThread, threadId: number) {
  const lastMessageAt = t.messages[t.messages.length - 1]?.sentAt ?? new Date(0);
  const joined = new Map<number, { companyId: number; at: Date }>();
  for (const { author, sentAt } of t.messages)
    if (!joined.has(author.id)) joined.set(author.id, { companyId: author.companyId, at: sentAt });
  return {
    participants: [...joined].map(([user_id, { companyId, at }]) => ({
      thread_id: threadId,
      user_id,
      company_id: companyId,
      joined_at: at,
      last_message_at: lastMessageAt,
    })),
    states: [...readMarks(t)].map(([user_id, at]) => ({ thread_id: threadId, user_id, last_read_at: at })),
  };
}

const json = (rows: readonly object[]) => JSON.stringify(rows);

/**
 * Writes many demo threads at once (threads, messages, search documents, notifications,
 * participants, read marks), leaving what messaging's send code leaves one message at a time;
 * answers their ids in order. One statement: foreign keys are checked at its end, so a thread can name its last
 * message before that message is inserted.
 */
export async function insertSeedThreads(db: Executor, threads: readonly SeedThread[]): Promise<number[]> {
  if (threads.length === 0) return [];
  const [threadIds, messageIds] = await nextIds(
    db,
    threads.length,
    threads.reduce((sum, t) => sum + t.messages.length, 0),
  );
  const names = await loadNames(db, threads);
  let m = 0;
  const notices: NoticeRow[] = [];
  const threadRows = [];
  const messageRows = [];
  const documents = [];
  const participants = [];
  const states = [];
  for (const [k, t] of threads.entries()) {
    const id = threadIds[k] ?? 0;
    const first = t.messages[0];
    const last = t.messages[t.messages.length - 1];
    if (!first || !last) throw new Error(`A demo thread without messages: ${t.subject}`);
    for (const { author, body, sentAt } of t.messages)
      messageRows.push({
        id: messageIds[m++],
        thread_id: id,
        author_user_id: author.id,
        author_company_id: author.companyId,
        body,
        sent_at: sentAt,
      });
    threadRows.push({
      id,
      subject: t.subject,
      created_by_user_id: first.author.id,
      from_company_id: first.author.companyId,
      to_company_id: t.toCompanyId,
      about_kind: t.about.kind,
      about_id: t.about.id,
      created_at: first.sentAt,
      last_message_at: last.sentAt,
      last_message_id: messageIds[m - 1],
      last_author_user_id: last.author.id,
      message_count: t.messages.length,
    });
    // The search document as writeMessage leaves it: the subject, then every body.
    documents.push({ thread_id: id, subject: t.subject, bodies: t.messages.map((x) => x.body).join('\n') });
    notices.push(...threadNotices(t, id, names));
    const members = membersOf(t, id);
    participants.push(...members.participants);
    states.push(...members.states);
  }
  await db.execute(sql`
    WITH threads AS (
      INSERT INTO message_threads (id, subject, created_by_user_id, from_company_id, to_company_id, about_kind, about_id,
        created_at, last_message_at, last_message_id, last_author_user_id, message_count)
      SELECT id, subject, created_by_user_id, from_company_id, to_company_id, about_kind, about_id,
        created_at, last_message_at, last_message_id, last_author_user_id, message_count
      FROM json_populate_recordset(NULL::message_threads, ${json(threadRows)}::json)),
    sent AS (
      INSERT INTO messages (id, thread_id, author_user_id, author_company_id, body, sent_at)
      SELECT id, thread_id, author_user_id, author_company_id, body, sent_at
      FROM json_populate_recordset(NULL::messages, ${json(messageRows)}::json)),
    documents AS (
      INSERT INTO thread_search_documents (thread_id, document)
      SELECT thread_id, strip(to_tsvector('simple', subject) || to_tsvector('simple', bodies))
      FROM json_to_recordset(${json(documents)}::json) AS d(thread_id int, subject text, bodies text)),
    notices AS (
      INSERT INTO notifications (user_id, kind, title, body, link, subject_kind, subject_id, created_at)
      SELECT user_id, kind, title, body, link, subject_kind, subject_id, created_at
      FROM json_populate_recordset(NULL::notifications, ${json(notices)}::json)),
    participants AS (
      INSERT INTO thread_participants (thread_id, user_id, company_id, joined_at, last_message_at)
      SELECT thread_id, user_id, company_id, joined_at, last_message_at
      FROM json_populate_recordset(NULL::thread_participants, ${json(participants)}::json))
    INSERT INTO thread_user_states (thread_id, user_id, last_read_at)
    SELECT thread_id, user_id, last_read_at FROM json_populate_recordset(NULL::thread_user_states, ${json(states)}::json)`);
  return threadIds;
}

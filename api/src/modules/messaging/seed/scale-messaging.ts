import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.js';
import { companies } from '../../company/index.js';
import { messageFolders, messages, messageThreads, threadParticipants } from '../messaging.table.js';
import { threadUserStates } from '../messaging.table.js';
import { personalThreadPath } from '../messaging.notify.js';
import { excerpt, notifications } from '../../notification/index.js';
import { users } from '../../user/index.js';
import { bulkInsert } from '../../../seed/bulk-insert.js';
import {
  type Cast,
  type CastMember,
  messageCounts,
  planThread,
  type PlannedThread,
  SCALE_FOLDERS,
} from './scale-messaging.plan.js';

/** Scale threads carry this `about_kind`: they are counted by it to resume, and told apart from real ones. */
export const SCALE_THREAD_KIND = 'SCALE';
export const HEAVY_USER_EMAIL = 'sponsor.admin@demo.test';

export interface ScaleMessagingOptions {
  threads: number;
  messages: number;
  now: Date;
  /** Threads per transaction (default 1,000, about 10,000 messages). */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

/** The people of the set: every active, approved user with a company (demo users and personas). */
export async function loadCast(db: Executor): Promise<Cast> {
  const rows = await db
    .select({
      id: users.id,
      companyId: users.companyId,
      first: users.firstName,
      last: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(and(eq(users.active, true), eq(users.approvalStatus, 'APPROVED'), isNotNull(users.companyId)))
    .orderBy(asc(users.id));
  const people = rows.map((r) => ({ id: r.id, companyId: r.companyId ?? 0, name: `${r.first} ${r.last}` }));
  const heavy = people[rows.findIndex((r) => r.email === HEAVY_USER_EMAIL)];
  if (!heavy || people.length < 10)
    throw new Error(`The messaging scale set needs the demo users (${HEAVY_USER_EMAIL})`);
  const membersOf = new Map<number, CastMember[]>();
  for (const p of people) membersOf.set(p.companyId, [...(membersOf.get(p.companyId) ?? []), p]);
  const companyIds = [...membersOf.keys()].sort((a, b) => a - b);
  const names = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, companyIds));
  return { people, membersOf, companyIds, companyNames: new Map(names.map((c) => [c.id, c.name])), heavy };
}

/** Each cast member's scale folders (created once; a user's own folder of that name is reused). */
async function ensureFolders(db: Executor, cast: Cast, now: Date): Promise<Map<string, number>> {
  const wanted = cast.people.flatMap((p) => SCALE_FOLDERS.map((name) => ({ userId: p.id, name, createdAt: now })));
  for (let i = 0; i < wanted.length; i += 5000)
    await db
      .insert(messageFolders)
      .values(wanted.slice(i, i + 5000))
      .onConflictDoNothing();
  const rows = await db
    .select({ id: messageFolders.id, userId: messageFolders.userId, name: messageFolders.name })
    .from(messageFolders)
    .where(
      inArray(
        sql`lower(${messageFolders.name})`,
        SCALE_FOLDERS.map((n) => n.toLowerCase()),
      ),
    );
  return new Map(rows.map((r) => [`${r.userId}/${r.name.toLowerCase()}`, r.id]));
}

/** `n` fresh ids of a table's identity column, so rows can point at each other before insertion. */
async function nextIds(db: Executor, table: 'message_threads' | 'messages', n: number): Promise<number[]> {
  const result = await db.execute(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${n}::int)`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

async function insertBatch(
  tx: Executor,
  cast: Cast,
  folders: Map<string, number>,
  planned: PlannedThread[],
): Promise<void> {
  const threadIds = await nextIds(tx, 'message_threads', planned.length);
  const messageIds = await nextIds(
    tx,
    'messages',
    planned.reduce((sum, t) => sum + t.messages.length, 0),
  );
  let m = 0;
  const threadRows = [];
  const messageRows = [];
  const lastIds: { t: number; m: number }[] = [];
  for (const [k, t] of planned.entries()) {
    const id = threadIds[k] ?? 0;
    const first = t.messages[0];
    const last = t.messages[t.messages.length - 1];
    if (!first || !last) continue;
    for (const message of t.messages) {
      const messageId = messageIds[m++] ?? 0;
      messageRows.push({
        id: messageId,
        threadId: id,
        authorUserId: message.author.id,
        authorCompanyId: message.author.companyId,
        body: message.body,
        sentAt: message.sentAt,
      });
      if (message === last) lastIds.push({ t: id, m: messageId });
    }
    threadRows.push({
      id,
      subject: t.subject,
      createdByUserId: t.starter.id,
      fromCompanyId: t.starter.companyId,
      toCompanyId: t.toCompanyId,
      aboutKind: SCALE_THREAD_KIND,
      aboutId: t.toCompanyId,
      createdAt: first.sentAt,
      lastMessageAt: last.sentAt,
      lastAuthorUserId: last.author.id,
      messageCount: t.messages.length,
    });
  }
  await bulkInsert(tx, messageThreads, threadRows);
  await bulkInsert(tx, messages, messageRows);
  await tx.execute(
    sql`update message_threads t set last_message_id = x.m from json_to_recordset(${JSON.stringify(lastIds)}::json) as x(t int, m int) where t.id = x.t`,
  );
  // The thread search documents, as the send code's would be (the subject and every body).
  await tx.execute(
    sql`insert into thread_search_documents (thread_id, document) select t.id, strip(to_tsvector('simple', t.subject) || to_tsvector('simple', string_agg(m.body, E'\n'))) from message_threads t join messages m on m.thread_id = t.id where t.id in (select (jsonb_array_elements_text(${JSON.stringify(threadIds)}::jsonb))::int) group by t.id`,
  );
  await bulkInsert(
    tx,
    threadParticipants,
    planned.flatMap((t, k) => {
      const joinedAt = t.messages[0]?.sentAt ?? new Date(0);
      const lastMessageAt = t.messages[t.messages.length - 1]?.sentAt ?? joinedAt;
      return t.participants.map((p) => ({
        threadId: threadIds[k] ?? 0,
        userId: p.id,
        companyId: p.companyId,
        joinedAt,
        lastMessageAt,
      }));
    }),
  );
  await bulkInsert(
    tx,
    threadUserStates,
    planned.flatMap((t, k) =>
      t.states.map((s) => ({
        threadId: threadIds[k] ?? 0,
        userId: s.userId,
        lastReadAt: s.lastReadAt,
        archived: s.archived,
        folderId:
          s.folder === null ? null : (folders.get(`${s.userId}/${SCALE_FOLDERS[s.folder]?.toLowerCase()}`) ?? null),
      })),
    ),
  );
  await bulkInsert(
    tx,
    notifications,
    planned.flatMap((t, k) => notificationRows(cast, t, threadIds[k] ?? 0)),
  );
}

/** NEW_THREAD / NEW_REPLY notices of a thread's last message, worded as notifyReaders words them. */
function notificationRows(cast: Cast, t: PlannedThread, threadId: number) {
  const last = t.messages[t.messages.length - 1];
  if (!last) return [];
  const company = cast.companyNames.get(last.author.companyId) ?? '';
  const first = t.messages.length === 1;
  const title = first
    ? `New message from ${company}: ${t.subject}`
    : `${last.author.name} (${company}) replied: ${t.subject}`;
  return t.notified.map((n) => ({
    userId: n.userId,
    kind: first ? 'NEW_THREAD' : 'NEW_REPLY',
    title,
    body: excerpt(last.body),
    link: personalThreadPath(threadId),
    subjectKind: 'THREAD',
    subjectId: threadId,
    createdAt: last.sentAt,
    readAt: n.read ? last.sentAt : null,
  }));
}

/**
 * Loads scale threads 0..threads-1 (with `messages` messages in all) among the users already in the
 * database, one transaction per batch, resuming after the scale threads already there. Running it
 * again with the same counts adds nothing.
 */
export async function seedScaleMessaging(
  db: Executor,
  options: ScaleMessagingOptions,
): Promise<{ existing: number; inserted: number }> {
  const { threads: total, now } = options;
  const batchSize = options.batchSize ?? 1000;
  const [row] = await db
    .select({ n: count() })
    .from(messageThreads)
    .where(eq(messageThreads.aboutKind, SCALE_THREAD_KIND));
  const existing = Number(row?.n ?? 0);
  if (existing >= total) return { existing, inserted: 0 };
  const cast = await loadCast(db);
  const folders = await ensureFolders(db, cast, now);
  const counts = messageCounts(total, options.messages);
  for (let start = existing; start < total; start += batchSize) {
    const end = Math.min(start + batchSize, total);
    const planned: PlannedThread[] = [];
    for (let i = start; i < end; i += 1) planned.push(planThread(cast, i, counts[i] ?? 1, now));
    await db.transaction((tx) => insertBatch(tx, cast, folders, planned));
    options.onProgress?.(end, total);
  }
  return { existing, inserted: total - existing };
}

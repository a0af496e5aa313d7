import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.js';
import { rowsOf } from '../../../db/rows.js';
import { excerpt } from '../../notification/index.js';
import { companyThreadPath, personalThreadPath, THREAD_SUBJECT } from '../messaging.notify.js';
import type { SeedThread } from './seed-thread.js';

/** A notification row as notify() writes it (snake_case, for json_populate_recordset). */
export interface NoticeRow {
  user_id: number;
  kind: string;
  title: string;
  body: string;
  link: string;
  subject_kind: string;
  subject_id: number;
  created_at: Date;
}

interface Names {
  people: Map<number, string>;
  companies: Map<number, string>;
  /** Active, approved members by company (who read its inbox). */
  members: Map<number, number[]>;
}

const intArray = (ids: Iterable<number>) => `{${[...new Set(ids)].join(',')}}`;

/** The names and inbox readers the notices of these threads need, in three statements. */
export async function loadNames(db: Executor, threads: readonly SeedThread[]): Promise<Names> {
  const authors = threads.flatMap((t) => t.messages.map((m) => m.author));
  const people = rowsOf<{ id: number; name: string }>(
    await db.execute(
      sql`SELECT id, first_name || ' ' || last_name AS name FROM users WHERE id = ANY(${intArray(authors.map((a) => a.id))}::int[])`,
    ),
  );
  const companies = rowsOf<{ id: number; name: string }>(
    await db.execute(
      sql`SELECT id, name FROM companies WHERE id = ANY(${intArray(authors.map((a) => a.companyId))}::int[])`,
    ),
  );
  const members = rowsOf<{ id: number; company_id: number }>(
    await db.execute(sql`SELECT id, company_id FROM users WHERE active AND approval_status = 'APPROVED'
      AND company_id = ANY(${intArray(threads.map((t) => t.toCompanyId))}::int[]) ORDER BY id`),
  );
  const byCompany = new Map<number, number[]>();
  for (const m of members)
    byCompany.set(Number(m.company_id), [...(byCompany.get(Number(m.company_id)) ?? []), Number(m.id)]);
  return {
    people: new Map(people.map((p) => [Number(p.id), p.name])),
    companies: new Map(companies.map((c) => [Number(c.id), c.name])),
    members: byCompany,
  };
}

/**
 * The NEW_THREAD / NEW_REPLY notices of a thread's messages, as writeMessage's notifyReaders words
 * them: to every participant but the author (personal inbox link), and to the other active members
 * of the addressed company (its inbox's link). A message marked `notify: false` tells no one.
 */
export function threadNotices(thread: SeedThread, threadId: number, names: Names): NoticeRow[] {
  const participants = new Set<number>();
  return thread.messages.flatMap((message, index) => {
    const { author, body, sentAt } = message;
    participants.add(author.id);
    if (message.notify === false) return [];
    const company = names.companies.get(author.companyId) ?? '';
    const base = {
      kind: index === 0 ? 'NEW_THREAD' : 'NEW_REPLY',
      title:
        index === 0
          ? `New message from ${company}: ${thread.subject}`
          : `${names.people.get(author.id) ?? ''} (${company}) replied: ${thread.subject}`,
      body: excerpt(body),
      subject_kind: THREAD_SUBJECT,
      subject_id: threadId,
      created_at: sentAt,
    };
    const personal = [...participants]
      .filter((userId) => userId !== author.id)
      .map((user_id) => ({ ...base, user_id, link: personalThreadPath(threadId) }));
    const inbox = (names.members.get(thread.toCompanyId) ?? [])
      .filter((userId) => userId !== author.id && !participants.has(userId))
      .map((user_id) => ({ ...base, user_id, link: companyThreadPath(threadId) }));
    return [...personal, ...inbox];
  });
}

import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../db/rows.js';
import type { HomeCaller } from './member-home.caller.js';
import type { WaitingThreads } from './member-home.schemas.js';

interface ThreadRow {
  id: number;
  subject: string;
  participant: boolean;
  company_id: number;
  company_name: string;
  company_alias: string;
  first_name: string;
  last_name: string;
  last_message_at: Date | string;
  unread: boolean;
  total: number;
}

/**
 * Threads waiting for the caller's reply (docs/member-home.md): those they take part in, and those
 * addressed to their company when its reply policy lets them answer, whose last message is by
 * another company; not archived by them; newest last message first. One statement: the caller's
 * participant rows (their index) and the company inbox (`message_threads_to_company_idx`).
 */
export async function waitingThreads(db: Executor, caller: HomeCaller, size: number): Promise<WaitingThreads> {
  const { userId, companyId } = caller;
  const rows = rowsOf<ThreadRow>(
    await db.execute(sql`
      WITH may_answer AS (
        SELECT NOT EXISTS (
            SELECT 1 FROM company_inbox_settings cs
            WHERE cs.company_id = ${companyId} AND cs.reply_policy = 'CHOSEN_MEMBERS')
          OR EXISTS (
            SELECT 1 FROM company_inbox_repliers r WHERE r.company_id = ${companyId} AND r.user_id = ${userId}) AS yes
      ), candidates AS (
        SELECT tp.thread_id AS id, true AS participant FROM thread_participants tp WHERE tp.user_id = ${userId}
        UNION ALL
        SELECT t.id, false FROM message_threads t, may_answer
        WHERE t.to_company_id = ${companyId} AND may_answer.yes
          AND NOT EXISTS (SELECT 1 FROM thread_participants tp WHERE tp.thread_id = t.id AND tp.user_id = ${userId})
      )
      SELECT t.id, t.subject, c.participant, m.author_company_id AS company_id, oc.name AS company_name,
        oc.alias AS company_alias, a.first_name, a.last_name, t.last_message_at,
        t.last_message_at > coalesce(s.last_read_at, '-infinity'::timestamptz) AS unread,
        (count(*) OVER ())::int AS total
      FROM candidates c
      JOIN message_threads t ON t.id = c.id
      JOIN messages m ON m.id = t.last_message_id
      JOIN companies oc ON oc.id = m.author_company_id
      JOIN users a ON a.id = m.author_user_id
      LEFT JOIN thread_user_states s ON s.thread_id = t.id AND s.user_id = ${userId}
      WHERE m.author_company_id <> ${companyId} AND NOT coalesce(s.archived, false)
      ORDER BY t.last_message_at DESC, t.id DESC
      LIMIT ${size}`),
  );
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((row) => ({
      threadId: Number(row.id),
      subject: row.subject,
      box: row.participant ? ('PERSONAL' as const) : ('COMPANY' as const),
      otherCompany: { id: Number(row.company_id), name: row.company_name, alias: row.company_alias },
      lastAuthorName: `${row.first_name} ${row.last_name}`.trim(),
      lastMessageAt: new Date(row.last_message_at).toISOString(),
      unread: row.unread,
    })),
  };
}

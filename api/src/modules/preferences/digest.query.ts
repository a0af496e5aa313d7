import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';

/** How long a message waits unread before it is mailed. */
export const DIGEST_DELAY_MS = 15 * 60_000;
/** A DAILY digest waits this long after the previous one. */
export const DAILY_INTERVAL_MS = 24 * 60 * 60_000;
/** Never mail about messages older than this (a first digest after a long silence, or a new user). */
export const DIGEST_LOOKBACK_MS = 7 * 24 * 60 * 60_000;

/** One thread of one user's digest. */
export interface DigestThread {
  userId: number;
  threadId: number;
  subject: string;
  senderCompany: string;
  count: number;
  snippet: string;
}

export interface DigestWindow {
  /** Messages sent at or before this are due (now − 15 minutes). */
  cutoff: Date;
  /** Messages sent at or before this are never mailed (now − 7 days). */
  floor: Date;
  /** DAILY users whose last digest went out after this wait (now − 24 hours). */
  dailyAfter: Date;
}

export function digestWindow(now: Date): DigestWindow {
  const at = now.getTime();
  return {
    cutoff: new Date(at - DIGEST_DELAY_MS),
    floor: new Date(at - DIGEST_LOOKBACK_MS),
    dailyAfter: new Date(at - DAILY_INTERVAL_MS),
  };
}

/**
 * The threads each user should hear about: messages by others in threads the user may read (a
 * participant, or a member of the company the thread is addressed to), sent inside the window,
 * after the user last read the thread and after their last digest, for users whose preferences
 * and unsubscribe allow it. `userId` narrows to one user (re-checked under that user's lock).
 */
export async function findDueDigests(db: Executor, window: DigestWindow, userId?: number): Promise<DigestThread[]> {
  const cutoff = window.cutoff.toISOString();
  const floor = window.floor.toISOString();
  const dailyAfter = window.dailyAfter.toISOString();
  const onlyUser = userId === undefined ? sql`` : sql`AND u.id = ${userId}`;
  const result = (await db.execute(sql`
    WITH recent AS (
      SELECT m.id, m.thread_id, m.author_user_id, m.author_company_id, m.body, m.sent_at
      FROM messages m
      WHERE m.sent_at <= ${cutoff}::timestamptz AND m.sent_at > ${floor}::timestamptz
    ),
    readers AS (
      SELECT tp.thread_id, tp.user_id FROM thread_participants tp
      WHERE tp.thread_id IN (SELECT thread_id FROM recent)
      UNION
      SELECT t.id, u.id FROM message_threads t JOIN users u ON u.company_id = t.to_company_id
      WHERE t.id IN (SELECT thread_id FROM recent)
    ),
    due AS (
      SELECT r.user_id, m.thread_id, m.author_company_id, m.body, m.sent_at
      FROM recent m
      JOIN readers r ON r.thread_id = m.thread_id AND r.user_id <> m.author_user_id
      JOIN users u ON u.id = r.user_id
      LEFT JOIN email_preferences p ON p.user_id = u.id
      LEFT JOIN thread_user_states s ON s.thread_id = m.thread_id AND s.user_id = u.id
      WHERE u.active AND u.email_unsubscribed_at IS NULL ${onlyUser}
        AND (s.last_read_at IS NULL OR m.sent_at > s.last_read_at)
        AND (p.digest_sent_up_to IS NULL OR m.sent_at > p.digest_sent_up_to)
        AND (
          p.user_id IS NULL OR p.messages = 'DIGEST_15_MIN'
          OR (p.messages = 'DAILY' AND (p.digest_sent_at IS NULL OR p.digest_sent_at <= ${dailyAfter}::timestamptz))
        )
    ),
    ranked AS (
      SELECT d.*, row_number() OVER (PARTITION BY d.user_id, d.thread_id ORDER BY d.sent_at DESC) AS rn,
        count(*) OVER (PARTITION BY d.user_id, d.thread_id) AS n
      FROM due d
    )
    SELECT x.user_id, x.thread_id, t.subject, c.name AS sender_company, x.n::int AS count,
      left(x.body, 200) AS snippet
    FROM ranked x
    JOIN message_threads t ON t.id = x.thread_id
    JOIN companies c ON c.id = x.author_company_id
    WHERE x.rn = 1
    ORDER BY x.user_id, x.sent_at DESC
  `)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => ({
    userId: Number(row.user_id),
    threadId: Number(row.thread_id),
    subject: String(row.subject),
    senderCompany: String(row.sender_company),
    count: Number(row.count),
    snippet: String(row.snippet),
  }));
}

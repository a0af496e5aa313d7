import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { DigestWindow } from './digest.query.js';

/**
 * Notification kinds the digest lists as messages already (its threads); mailing their notices
 * too would say the same thing twice.
 */
export const MESSAGE_NOTIFICATION_KINDS = ['NEW_THREAD', 'NEW_REPLY'] as const;

/** One notification of one user's digest ("Also for you"). */
export interface DigestNotification {
  userId: number;
  id: number;
  title: string;
  body: string | null;
  link: string | null;
}

/**
 * The other notifications (join requests and the like) each user should hear about: still
 * unread, created inside the window (15 minutes to 7 days ago, as messages) and after the
 * user's `notifications_sent_up_to`, for active users who did not unsubscribe and whose
 * `notifications` preference is on (the default). `userId` narrows to one user.
 */
export async function findDueNotifications(
  db: Executor,
  window: DigestWindow,
  userId?: number,
): Promise<DigestNotification[]> {
  const onlyUser = userId === undefined ? sql`` : sql`AND u.id = ${userId}`;
  // Literals, not parameters, so the planner matches notifications_unread_digest_idx's predicate
  // (notification.table.ts names the same kinds); they are constants of this file, never input.
  const kinds = sql.raw(MESSAGE_NOTIFICATION_KINDS.map((kind) => `'${kind}'`).join(', '));
  const result = (await db.execute(sql`
    SELECT n.user_id, n.id, n.title, n.body, n.link
    FROM notifications n
    JOIN users u ON u.id = n.user_id
    LEFT JOIN email_preferences p ON p.user_id = u.id
    WHERE n.read_at IS NULL AND n.kind NOT IN (${kinds})
      AND n.created_at <= ${window.cutoff.toISOString()}::timestamptz
      AND n.created_at > ${window.floor.toISOString()}::timestamptz
      AND u.active AND u.email_unsubscribed_at IS NULL ${onlyUser}
      AND (p.user_id IS NULL OR p.notifications)
      AND (p.notifications_sent_up_to IS NULL OR n.created_at > p.notifications_sent_up_to)
    ORDER BY n.user_id, n.created_at DESC, n.id DESC
  `)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => ({
    userId: Number(row.user_id),
    id: Number(row.id),
    title: String(row.title),
    body: row.body === null ? null : String(row.body),
    link: row.link === null ? null : String(row.link),
  }));
}

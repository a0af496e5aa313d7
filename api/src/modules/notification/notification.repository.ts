import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { type PageResult, pageWindow, toPage } from '../../http/paging.js';
import { type NotificationRow, notifications } from './notification.table.js';

export interface NotificationDto {
  id: number;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  subjectKind: string | null;
  subjectId: number | null;
  createdAt: string;
  readAt: string | null;
}

export const toNotificationDto = (row: NotificationRow): NotificationDto => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  subjectKind: row.subjectKind,
  subjectId: row.subjectId,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

export async function unreadNotificationCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** The user's notifications, newest first. */
export async function listNotifications(
  db: Executor,
  userId: number,
  query: { page?: number; size?: number; unreadOnly?: boolean },
): Promise<PageResult<NotificationDto>> {
  const { page, size, offset } = pageWindow(query);
  const where = and(eq(notifications.userId, userId), query.unreadOnly ? isNull(notifications.readAt) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(size)
      .offset(offset),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return toPage(rows.map(toNotificationDto), Number(total?.n ?? 0), page, size);
}

/** Marks one of the user's notifications read (at `at`) or unread; undefined when it is not theirs. */
export async function markNotification(
  db: Executor,
  userId: number,
  id: number,
  readAt: Date | null,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    // Reading again keeps the first reading's time.
    .set({
      readAt: readAt === null ? null : sql`coalesce(${notifications.readAt}, ${readAt.toISOString()}::timestamptz)`,
    })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

export async function markAllNotificationsRead(db: Executor, userId: number, at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Marks read the user's unread notifications about one thing (e.g. a thread the user has just
 * read), so one message is not cleared twice, once in the inbox and once on the bell.
 */
export async function markSubjectNotificationsRead(
  db: Executor,
  userId: number,
  subject: { kind: string; id: number },
  at: Date,
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.subjectKind, subject.kind),
        eq(notifications.subjectId, subject.id),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

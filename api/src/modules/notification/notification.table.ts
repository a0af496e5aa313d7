import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../user/index.js';

/** Something that happened for a user; `kind` is open text so later features add kinds freely. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    link: text('link'),
    subjectKind: text('subject_kind'),
    subjectId: integer('subject_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The bell's badge counts only unread rows.
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
    // The email digest's every-minute scan for unread notifications other than messages' own.
    index('notifications_unread_digest_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} IS NULL AND ${t.kind} NOT IN ('NEW_THREAD', 'NEW_REPLY')`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

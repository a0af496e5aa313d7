import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../user/index.js';

/** How often unread messages are mailed: a digest 15 minutes after they arrive, one a day, or never. */
export const MESSAGE_EMAIL_FREQUENCIES = ['DIGEST_15_MIN', 'DAILY', 'OFF'] as const;
export type MessageEmailFrequency = (typeof MESSAGE_EMAIL_FREQUENCIES)[number];

/** A user's email settings; no row = the defaults below (a user never saved them). */
export const emailPreferences = pgTable('email_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  messages: text('messages').$type<MessageEmailFrequency>().notNull().default('DIGEST_15_MIN'),
  // Other notifications (join requests and the like) by email, in the digest's rhythm.
  notifications: boolean('notifications').notNull().default(true),
  // Requests and capability alerts that match the user's company or interests, in the bell (and by
  // email when `notifications` is on); off = matchmaking leaves the user out.
  matches: boolean('matches').notNull().default(true),
  // Changes to companies in the user's watchlists (profile, requests, alerts, looking-for), in the
  // bell (and by email when `notifications` is on); off = watch updates leave the user out.
  watchedCompanies: boolean('watched_companies').notNull().default(true),
  // Messages sent up to this instant were considered by a digest already (never mailed twice).
  digestSentUpTo: timestamp('digest_sent_up_to', { withTimezone: true }),
  // Notifications created up to this instant were considered by a digest already.
  notificationsSentUpTo: timestamp('notifications_sent_up_to', { withTimezone: true }),
  // When the last digest with messages went out: DAILY waits 24 hours after it.
  digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});

export type EmailPreferencesRow = typeof emailPreferences.$inferSelect;

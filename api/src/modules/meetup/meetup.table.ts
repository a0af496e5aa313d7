import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../user/index.js';

/**
 * A meetup (docs/meetups.md): an event with a slug-like code (the one `/register?event=<code>`
 * carries), its times as instants with the zone it is held in, a place and/or an online link,
 * and a capacity that registrations fill before the waiting list opens.
 */
export const meetups = pgTable(
  'meetups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The IANA zone the meetup is held in (e.g. Europe/London): how the calendar file and the page name it. */
    timeZone: text('time_zone').notNull(),
    /** Where it is held in person; null when online only. */
    venue: text('venue'),
    /** The link to join online; null when in person only. */
    onlineUrl: text('online_url'),
    capacity: integer('capacity').notNull(),
    /** Raised at every edit: calendar files carry it as SEQUENCE, so a later file replaces an earlier one. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('meetups_starts_at_idx').on(t.startsAt)],
);

export const MEETUP_REGISTRATION_STATUSES = ['REGISTERED', 'WAITLISTED', 'CANCELLED'] as const;
export type MeetupRegistrationStatus = (typeof MEETUP_REGISTRATION_STATUSES)[number];

/**
 * A user's place at a meetup: REGISTERED (a seat), WAITLISTED (in line, by id), or CANCELLED
 * (kept for the record). One active (not cancelled) row per user and meetup, by a partial unique
 * index; the seats are counted under the meetup row's lock (meetup.registration.ts).
 */
export const meetupRegistrations = pgTable(
  'meetup_registrations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    meetupId: integer('meetup_id')
      .notNull()
      .references(() => meetups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<MeetupRegistrationStatus>().notNull(),
    /** SIGNUP when it came from an event sign-up (`/register?event=<code>`), else PAGE. */
    source: text('source').$type<'PAGE' | 'SIGNUP'>().notNull().default('PAGE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When a waitlisted registration got its seat. */
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('meetup_registrations_active_uq')
      .on(t.meetupId, t.userId)
      .where(sql`${t.status} <> 'CANCELLED'`),
    index('meetup_registrations_meetup_idx').on(t.meetupId, t.status, t.id),
    index('meetup_registrations_user_idx').on(t.userId),
  ],
);

export type MeetupRow = typeof meetups.$inferSelect;
export type MeetupRegistrationRow = typeof meetupRegistrations.$inferSelect;

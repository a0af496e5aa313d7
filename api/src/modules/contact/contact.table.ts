import { boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../user/index.js';

/**
 * A message sent through the Contact Us form (docs/contact.md). Stored before any mail is sent, so
 * nothing is lost when the mailer fails: the delivery job mails support and the sender and stamps
 * each mail here, and a sweep retries what a lost job left. A message caught by the spam trap is
 * kept with `trappedReason` and never mailed.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** Lower-cased: the per-address limit counts by it. */
    email: text('email').notNull(),
    company: text('company'),
    /** One of CONTACT_TOPICS' values. */
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    /** The signed-in sender, if any. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'honeypot' or 'too-fast': answered as sent, kept, never mailed. */
    trappedReason: text('trapped_reason'),
    supportMailedAt: timestamp('support_mailed_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /** Delivery runs that failed (the sweep stops after CONTACT_DELIVERY.maxAttempts). */
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('contact_messages_email_idx').on(t.email, t.createdAt),
    index('contact_messages_created_idx').on(t.createdAt),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/**
 * Each time a member of the admin group switched the form on or off (docs/contact.md): the newest
 * row is the switch's state, the rows before it the record of who changed it when. No row: on.
 * `CONTACT_FORM_ENABLED=false` is the operator's hard off, which no row overrides.
 */
export const contactFormSwitches = pgTable('contact_form_switches', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  enabled: boolean('enabled').notNull(),
  /** The admin's sign-in email; null when their token carried none. */
  changedBy: text('changed_by'),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});

export type ContactFormSwitchRow = typeof contactFormSwitches.$inferSelect;

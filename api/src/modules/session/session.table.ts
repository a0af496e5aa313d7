import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../user/index.js';

/**
 * Server-side sessions: one row per signed-in browser. The bff keeps the secret in its encrypted
 * cookie and sends it with every call (`X-Session-Id`); only its SHA-256 is stored, so a read of
 * this table does not hand out sessions. A row is the authority: revoked or expired, the cookie
 * that names it is worth nothing, wherever it was copied to.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the session secret. */
    id: text('id').primaryKey(),
    /** The identity's subject (Cognito `sub`) whose tokens the session carries. */
    subject: text('subject').notNull(),
    /** The platform user signed in; null for platform admins (they act through a target). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why it ended: signed_out, password_changed, user_deactivated, company_deactivated. */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_subject_idx').on(t.subject)],
);

export type SessionRow = typeof sessions.$inferSelect;

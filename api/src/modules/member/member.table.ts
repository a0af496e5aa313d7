import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../company/index.js';
import { userRole, users } from '../user/index.js';

/**
 * Invitations to join a company, mailed by its admins (docs/members.md): the link leads through
 * registration straight into the company. Only the token's hash is kept. An address has at most
 * one open invitation per company (neither revoked nor accepted): a second is code 371.
 */
export const memberInvitations = pgTable(
  'member_invitations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower case, trimmed. */
    email: text('email').notNull(),
    /** The role the invitee gets on joining. */
    role: userRole('role').notNull().default('MEMBER'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The last mail of it: a resend is allowed once a day. */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    sendCount: integer('send_count').notNull().default(1),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByUserId: integer('revoked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: integer('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('member_invitations_open_email_idx')
      .on(t.companyId, t.email)
      .where(sql`${t.revokedAt} IS NULL AND ${t.acceptedAt} IS NULL`),
    // The company's list (newest first) and the per-minute rate count.
    index('member_invitations_company_idx').on(t.companyId, t.createdAt),
  ],
);

export type MemberInvitationRow = typeof memberInvitations.$inferSelect;

import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { subscriptions } from '../subscription/index.js';
import { users } from '../user/index.js';

/** Invitations mailed to join a subscription's team; only the token's hash is kept. */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    invitedByName: text('invited_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('team_invites_subscription_idx').on(t.subscriptionId)],
);

export type TeamInviteRow = typeof teamInvites.$inferSelect;

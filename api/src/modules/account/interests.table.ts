import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { referenceItems } from '../reference/index.js';
import { users } from '../user/index.js';

/** A user's key areas of interest (my account's Interests tab, spec §5). */
export const userInterests = pgTable('user_interests', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  trialPhases: text('trial_phases')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userInterestItems = pgTable(
  'user_interest_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referenceItemId: integer('reference_item_id')
      .notNull()
      .references(() => referenceItems.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.referenceItemId] })],
);

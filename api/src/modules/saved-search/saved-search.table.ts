import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from '../company/index.js';
import { users } from '../user/index.js';

/** A /search state a user named: the daily job tells them when companies newly match it. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The search's URL query (normalized: known keys only, sorted), as /search reads it. */
    query: text('query').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** When the daily job last compared its matches (null: only the baseline taken at saving). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('saved_searches_user_name_idx').on(t.userId, sql`lower(${t.name})`),
    index('saved_searches_checked_idx').on(t.checkedAt),
  ],
);

/** A company a saved search has matched, and when it first did (the baseline at saving, or a run). */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    firstMatchedAt: timestamp('first_matched_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.companyId] }),
    index('saved_search_matches_new_idx').on(t.savedSearchId, t.firstMatchedAt),
  ],
);

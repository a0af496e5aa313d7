import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from '../company/index.js';
import { users } from '../user/index.js';

/** A user's watchlist folder (spec §1: watchlists and folders): named, ordered, one level. */
export const watchlistFolders = pgTable(
  'watchlist_folders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The owner's order of their folders, from 0. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('watchlist_folders_owner_name_idx').on(t.ownerId, sql`lower(${t.name})`)],
);

/** A company kept in a folder, with the note of whoever keeps it there. */
export const watchlistEntries = pgTable(
  'watchlist_entries',
  {
    folderId: integer('folder_id')
      .notNull()
      .references(() => watchlistFolders.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    note: text('note'),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.folderId, t.companyId] }),
    index('watchlist_entries_folder_added_idx').on(t.folderId, t.addedAt),
    // Who watches a company (watch updates) and the "watched" flags of a search page.
    index('watchlist_entries_company_idx').on(t.companyId),
  ],
);

export const watchlistShareRole = pgEnum('watchlist_share_role', ['VIEWER', 'EDITOR']);
export type WatchlistShareRole = (typeof watchlistShareRole.enumValues)[number];

/** A folder shared with a colleague of its owner's company: a viewer reads it, an editor changes its companies. */
export const watchlistShares = pgTable(
  'watchlist_shares',
  {
    folderId: integer('folder_id')
      .notNull()
      .references(() => watchlistFolders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: watchlistShareRole('role').notNull(),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.folderId, t.userId] }), index('watchlist_shares_user_idx').on(t.userId)],
);

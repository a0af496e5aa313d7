import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/columns.js';

/**
 * Uploaded files (profile pictures, company logos) kept in the database: small, and replicas share
 * them. A file belongs to the row that points at it (users.picture_file_id, companies.logo_file_id),
 * which deletes it when it is replaced or removed; storage itself knows nothing of users.
 */
export const mediaFiles = pgTable('media_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MediaFileRow = typeof mediaFiles.$inferSelect;

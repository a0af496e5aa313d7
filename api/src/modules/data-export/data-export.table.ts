import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../company/index.js';
import { users } from '../user/index.js';

export const dataExportKind = pgEnum('data_export_kind', ['WATCHLIST_FOLDER', 'SEARCH']);
export type DataExportKind = (typeof dataExportKind.enumValues)[number];

/**
 * Every CSV export (who, what, how many rows), for the exporting company's admins; the month's
 * rows per company are what the plan's export allowance counts.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: dataExportKind('kind').notNull(),
    /** What was exported, as the log shows it: a folder's name, or the search's words and filters. */
    subject: text('subject').notNull(),
    rows: integer('rows').notNull(),
    /** The client's Idempotency-Key: a repeated export (a retry, a second click) is counted once. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('data_exports_company_created_idx').on(t.companyId, t.createdAt),
    uniqueIndex('data_exports_user_key_idx').on(t.userId, t.idempotencyKey),
  ],
);

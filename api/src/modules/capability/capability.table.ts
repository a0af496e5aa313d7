import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../company/index.js';
import { users } from '../user/index.js';

/**
 * A vendor's or site's capability alert: what it can do now (services, therapeutic areas, regions
 * in `reference_ids`), current from publication until `valid_until` (inclusive) or withdrawal.
 */
export const capabilityAlerts = pgTable(
  'capability_alerts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    referenceIds: integer('reference_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    // Null while a draft; set when published (members whose interests match are notified then).
    publishedAt: timestamp('published_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('capability_alerts_current_idx').on(t.validUntil, t.publishedAt.desc()),
    index('capability_alerts_company_idx').on(t.companyId, t.createdAt.desc()),
    index('capability_alerts_reference_ids_idx').using('gin', t.referenceIds),
    check('capability_alerts_title_not_blank', sql`length(trim(${t.title})) > 0`),
  ],
);

export type CapabilityAlertRow = typeof capabilityAlerts.$inferSelect;

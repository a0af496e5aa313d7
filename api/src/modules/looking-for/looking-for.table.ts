import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../company/index.js';
import { referenceItems } from '../reference/index.js';

/**
 * One thing a company is looking for (spec §3's looking-for lists): a reference value (a service,
 * product, therapeutic area or region) or free text. Published items form the published list that
 * everyone sees on `/companies/{alias}/looking-for`; all items form the full list, for members.
 */
export const lookingForItems = pgTable(
  'looking_for_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    referenceItemId: integer('reference_item_id').references(() => referenceItems.id, { onDelete: 'cascade' }),
    text: text('text'),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('looking_for_items_company_idx').on(t.companyId, t.id),
    index('looking_for_items_reference_idx').on(t.referenceItemId),
    check('looking_for_items_reference_or_text', sql`(${t.referenceItemId} IS NULL) <> (${t.text} IS NULL)`),
  ],
);

export type LookingForItemRow = typeof lookingForItems.$inferSelect;

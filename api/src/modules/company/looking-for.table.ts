import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { referenceItems } from '../reference/reference.table.js';
import { companies } from './company.table.js';

/** What a company is looking for (spec: looking-for lists); others see it once published. */
export const companyLookingFor = pgTable('company_looking_for', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  published: boolean('published').notNull().default(false),
  note: text('note'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The list's items: reference values of kinds SERVICES, PRODUCTS, THERAPEUTIC_AREAS, REGIONS. */
export const companyLookingForItems = pgTable(
  'company_looking_for_items',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companyLookingFor.companyId, { onDelete: 'cascade' }),
    referenceItemId: integer('reference_item_id')
      .notNull()
      .references(() => referenceItems.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.referenceItemId] }),
    index('company_looking_for_items_item_idx').on(t.referenceItemId),
  ],
);

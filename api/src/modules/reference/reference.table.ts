import { sql } from 'drizzle-orm';
import { type AnyPgColumn, char, check, index, integer, pgEnum, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';

/** The eleven reference-data kinds of spec §3. */
export const REFERENCE_KINDS = [
  'SERVICES',
  'PRODUCTS',
  'REGIONS',
  'THERAPEUTIC_AREAS',
  'INDICATIONS',
  'MODALITIES',
  'EXPERTS',
  'COMPANY_LABELS',
  'CONTACT_LABELS',
  'COMPANY_KEY_SERVICES',
  'SERIES',
] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

export const referenceKind = pgEnum('reference_kind', REFERENCE_KINDS);

export const referenceItems = pgTable(
  'reference_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: referenceKind('kind').notNull(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => referenceItems.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    // NULLS NOT DISTINCT (PostgreSQL 15+) so two top-level items cannot share a name either.
    unique('reference_items_kind_parent_name_key').on(t.kind, t.parentId, t.name).nullsNotDistinct(),
    index('reference_items_parent_idx').on(t.parentId),
    check('reference_items_name_not_blank', sql`length(trim(${t.name})) > 0`),
  ],
);

export const countries = pgTable(
  'countries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: char('code', { length: 2 }).notNull().unique(),
    name: text('name').notNull().unique(),
    ...timestamps,
  },
  (t) => [check('countries_code_upper', sql`${t.code} ~ '^[A-Z]{2}$'`)],
);

export type ReferenceItemRow = typeof referenceItems.$inferSelect;
export type CountryRow = typeof countries.$inferSelect;

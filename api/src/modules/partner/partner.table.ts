import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/index.js';
import { users } from '../user/index.js';

/**
 * A company's contracted partners (company → partner company). Search's partner inclusion and
 * `isContractedPartner` read it; notes, ratings and labels hang off the pair.
 */
export const contractedPartners = pgTable(
  'contracted_partners',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    partnerCompanyId: integer('partner_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.partnerCompanyId] }),
    index('contracted_partners_partner_idx').on(t.partnerCompanyId),
    check('contracted_partners_not_self', sql`${t.companyId} <> ${t.partnerCompanyId}`),
  ],
);

/** The pair a row belongs to: removing the partner removes its labels, notes and ratings. */
const pair = (t: { companyId: AnyPgColumn; partnerCompanyId: AnyPgColumn }) =>
  foreignKey({
    columns: [t.companyId, t.partnerCompanyId],
    foreignColumns: [contractedPartners.companyId, contractedPartners.partnerCompanyId],
  }).onDelete('cascade');

/** A label on a partner: a COMPANY_LABELS reference name or one of the company's own words. */
export const contractedPartnerLabels = pgTable(
  'contracted_partner_labels',
  {
    companyId: integer('company_id').notNull(),
    partnerCompanyId: integer('partner_company_id').notNull(),
    label: text('label').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.partnerCompanyId, t.label] }),
    pair(t),
    index('contracted_partner_labels_label_idx').on(t.companyId, t.label),
  ],
);

export const partnerNoteKind = pgEnum('partner_note_kind', ['GENERAL', 'CONTRACT', 'PERFORMANCE', 'COMPLIANCE']);
export type PartnerNoteKind = (typeof partnerNoteKind.enumValues)[number];

/**
 * A colleague's note on a partner. "The same note" (code 192) is the same author, partner and
 * kind: each member keeps one note of each kind per partner and edits it.
 */
export const contractedPartnerNotes = pgTable(
  'contracted_partner_notes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id').notNull(),
    partnerCompanyId: integer('partner_company_id').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    kind: partnerNoteKind('kind').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pair(t),
    uniqueIndex('contracted_partner_notes_one_per_kind_idx').on(t.companyId, t.partnerCompanyId, t.authorId, t.kind),
  ],
);

/** One user's rating of a partner by criteria, 1 to 5 each; the company average is over its users. */
export const contractedPartnerRatings = pgTable(
  'contracted_partner_ratings',
  {
    companyId: integer('company_id').notNull(),
    partnerCompanyId: integer('partner_company_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quality: smallint('quality').notNull(),
    timeliness: smallint('timeliness').notNull(),
    communication: smallint('communication').notNull(),
    value: smallint('value').notNull(),
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.partnerCompanyId, t.userId] }),
    pair(t),
    check(
      'contracted_partner_ratings_range',
      sql`${t.quality} BETWEEN 1 AND 5 AND ${t.timeliness} BETWEEN 1 AND 5 AND ${t.communication} BETWEEN 1 AND 5 AND ${t.value} BETWEEN 1 AND 5`,
    ),
  ],
);

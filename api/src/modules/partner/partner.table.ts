import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../company/index.js';

/**
 * A company's contracted partners (company → partner company). Search's partner inclusion and
 * `isContractedPartner` read it; notes, ratings and documents belong to a later feature.
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.partnerCompanyId] }),
    index('contracted_partners_partner_idx').on(t.partnerCompanyId),
    check('contracted_partners_not_self', sql`${t.companyId} <> ${t.partnerCompanyId}`),
  ],
);

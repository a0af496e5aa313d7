import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../company/index.js';
import { documents } from '../document/index.js';
import { users } from '../user/index.js';

/** The profile claims a document can prove (the company's flags of the same names). */
export const profileClaim = pgEnum('profile_claim', [
  'AUDITED_BY_FDA',
  'MINORITY_OWNED',
  'WOMEN_OWNED',
  'DISABILITY_OWNED',
]);
export type ProfileClaim = (typeof profileClaim.enumValues)[number];

export const evidenceStatus = pgEnum('evidence_status', ['PENDING', 'VERIFIED', 'REJECTED']);
export type EvidenceStatus = (typeof evidenceStatus.enumValues)[number];

/**
 * A document a company admin submitted as evidence of a claim, and the admin group's decision. A
 * claim reads as verified (with the decision's date) while its latest decided evidence is VERIFIED
 * and the company still makes the claim.
 */
export const claimEvidence = pgTable(
  'claim_evidence',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    claim: profileClaim('claim').notNull(),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    status: evidenceStatus('status').notNull().default('PENDING'),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The admin group's reason when rejecting, shown to the company's admins. */
    reviewNote: text('review_note'),
  },
  (t) => [
    index('claim_evidence_company_idx').on(t.companyId, t.claim, t.submittedAt.desc()),
    uniqueIndex('claim_evidence_one_pending_idx')
      .on(t.companyId, t.claim)
      .where(sql`${t.status} = 'PENDING'`),
    index('claim_evidence_pending_idx')
      .on(t.submittedAt)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

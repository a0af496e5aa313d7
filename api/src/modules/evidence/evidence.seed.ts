import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { ModuleSeed } from '../../seed/module-seed.js';
import { companies, companyIdByName, touchCompaniesForSearch } from '../company/index.js';
import { documents } from '../document/index.js';
import { CLAIM_FLAGS } from './evidence.repository.js';
import { claimEvidence, type ProfileClaim } from './evidence.table.js';

const DAY = 86_400_000;
export const MERIDIAN = 'Meridian Clinical Research';

/** A ready document of the company, preferring one whose name has one of `words` (else any other). */
async function pickDocument(db: Executor, companyId: number, words: readonly string[], not?: string) {
  const ready = and(eq(documents.companyId, companyId), eq(documents.status, 'READY'));
  const others = not ? sql`${documents.id} <> ${not}` : undefined;
  for (const word of words) {
    const [named] = await db
      .select({ id: documents.id })
      .from(documents)
      .where(and(ready, others, ilike(documents.name, `%${word}%`)))
      .orderBy(asc(documents.name))
      .limit(1);
    if (named) return named.id;
  }
  const [any] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(ready, others))
    .orderBy(asc(documents.name))
    .limit(1);
  return any?.id ?? null;
}

/**
 * Meridian (vendor personas) makes two claims: audited by the FDA, verified a month ago, and
 * minority-owned, waiting in the admin group's queue. Its flags are turned on for them (the
 * claims must be made to be proven); the documents are those the document module seeded (demo
 * mode only: in a persona database the evidence has none, as if its document had been deleted).
 */
async function seedPersonaEvidence(db: Executor, now: Date): Promise<void> {
  const meridian = await companyIdByName(db, MERIDIAN);
  await db.update(companies).set({ auditedByFda: true, minorityOwned: true }).where(eq(companies.id, meridian));
  const audit = await pickDocument(db, meridian, ['fda', 'audit', 'inspection', 'capabilities']);
  const ownership = await pickDocument(db, meridian, ['owner', 'certificate', 'sop'], audit ?? undefined);
  const marked = [audit, ownership].filter((id): id is string => id !== null);
  if (marked.length > 0) await db.update(documents).set({ evidenceAt: now }).where(inArray(documents.id, marked));
  await db.insert(claimEvidence).values([
    {
      companyId: meridian,
      claim: 'AUDITED_BY_FDA',
      documentId: audit,
      status: 'VERIFIED',
      submittedAt: new Date(now.getTime() - 35 * DAY),
      reviewedAt: new Date(now.getTime() - 30 * DAY),
    },
    {
      companyId: meridian,
      claim: 'MINORITY_OWNED',
      documentId: ownership,
      status: 'PENDING',
      submittedAt: new Date(now.getTime() - 2 * DAY),
    },
  ]);
  await touchCompaniesForSearch(db, [meridian]);
}

/** A few demo companies per claim with it verified (their documents are not part of the demo). */
async function seedDemoEvidence(db: Executor, now: Date): Promise<void> {
  const picks: [ProfileClaim, number][] = [
    ['AUDITED_BY_FDA', 8],
    ['MINORITY_OWNED', 4],
    ['WOMEN_OWNED', 4],
    ['DISABILITY_OWNED', 2],
  ];
  const touched: number[] = [];
  for (const [claim, limit] of picks) {
    const flag = CLAIM_FLAGS[claim];
    const rows = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(flag, true), eq(companies.status, 'CLAIMED')))
      .orderBy(asc(companies.id))
      .limit(limit);
    if (rows.length === 0) continue;
    await db.insert(claimEvidence).values(
      rows.map((row, i) => ({
        companyId: row.id,
        claim,
        status: 'VERIFIED' as const,
        submittedAt: new Date(now.getTime() - (60 + i) * DAY),
        reviewedAt: new Date(now.getTime() - (55 + i) * DAY),
      })),
    );
    touched.push(...rows.map((row) => row.id));
  }
  await touchCompaniesForSearch(db, touched);
}

/** Meridian's claims for the personas; in demo mode also a few demo companies with verified claims. */
export const evidenceSeed: ModuleSeed = {
  after: ['company', 'user', 'document'],
  personas: seedPersonaEvidence,
  demo: async (db, now) => {
    await seedPersonaEvidence(db, now);
    await seedDemoEvidence(db, now);
  },
};

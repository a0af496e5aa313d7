import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { type PageResult, toPage } from '../../http/paging.js';
import { companies } from '../company/index.js';
import { documents } from '../document/index.js';
import { claimEvidence, type ProfileClaim, profileClaim } from './evidence.table.js';

export const CLAIMS: readonly ProfileClaim[] = profileClaim.enumValues;

/** The company flag each claim stands for. */
export const CLAIM_FLAGS = {
  AUDITED_BY_FDA: companies.auditedByFda,
  MINORITY_OWNED: companies.minorityOwned,
  WOMEN_OWNED: companies.womenOwned,
  DISABILITY_OWNED: companies.disabilityOwned,
} as const;

export interface EvidenceRow {
  id: number;
  companyId: number;
  companyName: string;
  claim: ProfileClaim;
  status: 'PENDING' | 'VERIFIED' | 'REJECTED';
  documentId: string | null;
  documentName: string | null;
  submittedAt: Date;
  reviewedAt: Date | null;
  reviewNote: string | null;
}

const evidenceColumns = {
  id: claimEvidence.id,
  companyId: claimEvidence.companyId,
  companyName: companies.name,
  claim: claimEvidence.claim,
  status: claimEvidence.status,
  documentId: claimEvidence.documentId,
  documentName: documents.name,
  submittedAt: claimEvidence.submittedAt,
  reviewedAt: claimEvidence.reviewedAt,
  reviewNote: claimEvidence.reviewNote,
};

function selectEvidence(db: Executor) {
  return db
    .select(evidenceColumns)
    .from(claimEvidence)
    .innerJoin(companies, eq(companies.id, claimEvidence.companyId))
    .leftJoin(documents, eq(documents.id, claimEvidence.documentId));
}

export async function findEvidence(db: Executor, id: number): Promise<EvidenceRow | undefined> {
  const [row] = await selectEvidence(db).where(eq(claimEvidence.id, id));
  return row;
}

/** The company's flags, by claim (undefined: no such company). */
export async function companyClaimFlags(
  db: Executor,
  companyId: number,
): Promise<Record<ProfileClaim, boolean> | undefined> {
  const [row] = await db.select(CLAIM_FLAGS).from(companies).where(eq(companies.id, companyId));
  return row;
}

/** Each claim's latest evidence of the company (the newest submission), by claim. */
export async function latestEvidence(db: Executor, companyId: number): Promise<Map<ProfileClaim, EvidenceRow>> {
  const rows = await selectEvidence(db)
    .where(eq(claimEvidence.companyId, companyId))
    .orderBy(asc(claimEvidence.claim), desc(claimEvidence.submittedAt), desc(claimEvidence.id));
  const latest = new Map<ProfileClaim, EvidenceRow>();
  for (const row of rows) if (!latest.has(row.claim)) latest.set(row.claim, row);
  return latest;
}

/**
 * The verified claims of these companies, with the decision's date. The rule (docs/evidence.md),
 * the same search filters on: the company's flag is on and its latest decided (VERIFIED or
 * REJECTED) evidence for the claim is VERIFIED.
 */
export async function verifiedClaims(
  db: Executor,
  companyIds: readonly number[],
): Promise<Map<number, { claim: ProfileClaim; verifiedAt: Date }[]>> {
  const result = new Map<number, { claim: ProfileClaim; verifiedAt: Date }[]>();
  if (companyIds.length === 0) return result;
  const decided = await db
    .selectDistinctOn([claimEvidence.companyId, claimEvidence.claim], {
      companyId: claimEvidence.companyId,
      claim: claimEvidence.claim,
      status: claimEvidence.status,
      reviewedAt: claimEvidence.reviewedAt,
      flags: CLAIM_FLAGS,
    })
    .from(claimEvidence)
    .innerJoin(companies, eq(companies.id, claimEvidence.companyId))
    .where(
      and(inArray(claimEvidence.companyId, [...companyIds]), inArray(claimEvidence.status, ['VERIFIED', 'REJECTED'])),
    )
    .orderBy(
      claimEvidence.companyId,
      claimEvidence.claim,
      sql`${claimEvidence.reviewedAt} DESC NULLS LAST`,
      desc(claimEvidence.id),
    );
  for (const row of decided) {
    if (row.status !== 'VERIFIED' || !row.reviewedAt || !row.flags[row.claim]) continue;
    const list = result.get(row.companyId) ?? [];
    list.push({ claim: row.claim, verifiedAt: row.reviewedAt });
    result.set(row.companyId, list);
  }
  return result;
}

/** Pending evidence of every company, oldest first. */
export async function pendingEvidence(db: Db, page: number, size: number): Promise<PageResult<EvidenceRow>> {
  const pending = eq(claimEvidence.status, 'PENDING');
  const [rows, [total]] = await Promise.all([
    selectEvidence(db)
      .where(pending)
      .orderBy(asc(claimEvidence.submittedAt), asc(claimEvidence.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(claimEvidence).where(pending),
  ]);
  return toPage(rows, total?.n ?? 0, page, size);
}

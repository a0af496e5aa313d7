import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { contractedPartners } from './partner.table.js';

/** The ids of a company's contracted partners. */
export async function partnerIdsOf(db: Executor, companyId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: contractedPartners.partnerCompanyId })
    .from(contractedPartners)
    .where(eq(contractedPartners.companyId, companyId));
  return new Set(rows.map((r) => r.id));
}

/** Records `partnerCompanyId` as a contracted partner of `companyId` (no-op when it already is). */
export async function addContractedPartner(
  db: Executor,
  companyId: number,
  partnerCompanyId: number,
  at: Date,
): Promise<void> {
  await db.insert(contractedPartners).values({ companyId, partnerCompanyId, createdAt: at }).onConflictDoNothing();
}

/** Whether `partnerCompanyId` is a contracted partner of `companyId`. */
export async function isContractedPartner(db: Executor, companyId: number, partnerCompanyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: contractedPartners.partnerCompanyId })
    .from(contractedPartners)
    .where(and(eq(contractedPartners.companyId, companyId), eq(contractedPartners.partnerCompanyId, partnerCompanyId)))
    .limit(1);
  return rows.length > 0;
}

import type { Static } from 'typebox';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { CLAIMS, companyClaimFlags, type EvidenceRow, latestEvidence, verifiedClaims } from './evidence.repository.js';
import type { ClaimEvidenceDto, CompanyEvidenceDto } from './evidence.schemas.js';

export function evidenceDto(row: EvidenceRow): Static<typeof ClaimEvidenceDto> {
  return {
    ...row,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** The company's four claims: its flag, whether it reads as verified, and the latest evidence. */
export async function companyEvidence(db: Db, companyId: number): Promise<Static<typeof CompanyEvidenceDto>> {
  const [flags, latest, verified] = await Promise.all([
    companyClaimFlags(db, companyId),
    latestEvidence(db, companyId),
    verifiedClaims(db, [companyId]),
  ]);
  if (!flags) throw notFound();
  const verifiedAt = new Map((verified.get(companyId) ?? []).map((c) => [c.claim, c.verifiedAt]));
  return {
    claims: CLAIMS.map((claim) => {
      const row = latest.get(claim);
      return {
        claim,
        made: flags[claim],
        verifiedAt: verifiedAt.get(claim)?.toISOString() ?? null,
        latest: row ? evidenceDto(row) : null,
      };
    }),
  };
}

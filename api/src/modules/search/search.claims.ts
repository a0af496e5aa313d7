import { type SQL, sql } from 'drizzle-orm';
import type { ProfileClaim } from '../evidence/index.js';

/** Each profile claim and the company flag (column) that makes it. */
export const CLAIM_COLUMNS: Readonly<Record<ProfileClaim, string>> = {
  MINORITY_OWNED: 'minority_owned',
  WOMEN_OWNED: 'women_owned',
  DISABILITY_OWNED: 'disability_owned',
  AUDITED_BY_FDA: 'audited_by_fda',
};
export const PROFILE_CLAIMS = Object.keys(CLAIM_COLUMNS) as ProfileClaim[];

/**
 * Whether the company `alias` makes `claim` and its latest decided evidence (VERIFIED or REJECTED,
 * by decision time, then id) is VERIFIED: one rule, read by both search indexes.
 */
export function verifiedClaimSql(alias: string, claim: ProfileClaim): SQL {
  const a = sql.raw(alias);
  return sql`(${a}.${sql.raw(CLAIM_COLUMNS[claim])} AND coalesce((SELECT e.status = 'VERIFIED' FROM claim_evidence e
    WHERE e.company_id = ${a}.id AND e.claim = ${claim} AND e.status <> 'PENDING'
    ORDER BY e.reviewed_at DESC NULLS LAST, e.id DESC LIMIT 1), false))`;
}

/** A company's review average in hundredths, 0 without visible reviews (company_review_stats). */
export const ratingSql = (alias: string): SQL =>
  sql`coalesce((SELECT round(s.rating * 100)::int FROM company_review_stats s WHERE s.company_id = ${sql.raw(alias)}.id), 0)`;
/** A company's number of visible reviews. */
export const reviewCountSql = (alias: string): SQL =>
  sql`coalesce((SELECT s.review_count FROM company_review_stats s WHERE s.company_id = ${sql.raw(alias)}.id), 0)`;

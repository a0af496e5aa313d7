import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { CompanyBadge, CompanyStatus, EmployeesBand, PatientCareSetting, SiteType } from '../company/index.js';
import { PROFILE_CLAIMS, ratingSql, reviewCountSql, verifiedClaimSql } from './search.claims.js';

/** What the index keeps of a company row. */
export interface Row {
  id: number;
  active: boolean;
  roleId: number;
  countryId: number | null;
  band: EmployeesBand | null;
  siteType: SiteType | null;
  patientCareSettings: PatientCareSetting[];
  badges: CompanyBadge[];
  referenceIds: number[];
  minorityOwned: boolean;
  womenOwned: boolean;
  disabilityOwned: boolean;
  auditedByFda: boolean;
  status: CompanyStatus;
  hasPublishedRequests: boolean;
  hasPublishedAlerts: boolean;
  name: string;
  createdAt: number;
  updatedAt: number;
  rating: number;
  reviewCount: number;
  /** One per PROFILE_CLAIMS, in its order: made and verified. */
  verified: boolean[];
}
type RowTuple = [
  number,
  boolean,
  number,
  number | null,
  EmployeesBand | null,
  SiteType | null,
  PatientCareSetting[],
  CompanyBadge[],
  number[],
  boolean,
  boolean,
  boolean,
  boolean,
  CompanyStatus,
  boolean,
  boolean,
  string,
  number,
  number,
  number,
  number,
  boolean[],
];

/**
 * The rows as one JSON array of arrays: 4-5 times faster to read than 100,000 result rows through
 * either driver (measured), which matters for the full load at start and after deletions.
 */
export async function loadRows(db: Executor, afterGeneration?: number): Promise<Row[]> {
  const where = afterGeneration === undefined ? sql`` : sql`WHERE search_generation > ${afterGeneration}`;
  const result = (await db.execute(sql`
    SELECT coalesce(json_agg(json_build_array(id, active, role_id, hq_country_id, employees_band, site_type, patient_care_settings, badges, reference_ids,
      minority_owned, women_owned, disability_owned, audited_by_fda, status, has_published_requests, has_published_alerts, name,
      floor(extract(epoch FROM created_at) * 1000), floor(extract(epoch FROM updated_at) * 1000),
      ${ratingSql('companies')}, ${reviewCountSql('companies')},
      json_build_array(${sql.join(
        PROFILE_CLAIMS.map((claim) => verifiedClaimSql('companies', claim)),
        sql`, `,
      )})))::text, '[]') AS rows
    FROM companies ${where}`)) as unknown as { rows: { rows: string }[] };
  const tuples = JSON.parse(result.rows[0]?.rows ?? '[]') as RowTuple[];
  return tuples.map(
    ([
      id,
      active,
      roleId,
      countryId,
      band,
      siteType,
      patientCareSettings,
      badges,
      referenceIds,
      minorityOwned,
      womenOwned,
      disabilityOwned,
      auditedByFda,
      status,
      hasPublishedRequests,
      hasPublishedAlerts,
      name,
      createdAt,
      updatedAt,
      rating,
      reviewCount,
      verified,
    ]) => ({
      id,
      active,
      roleId,
      countryId,
      band,
      siteType,
      patientCareSettings,
      badges,
      referenceIds,
      minorityOwned,
      womenOwned,
      disabilityOwned,
      auditedByFda,
      status,
      hasPublishedRequests,
      hasPublishedAlerts,
      name,
      createdAt,
      updatedAt,
      rating,
      reviewCount,
      verified,
    }),
  );
}

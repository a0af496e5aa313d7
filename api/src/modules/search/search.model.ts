import {
  COMPANY_BADGES,
  type CompanyBadge,
  EMPLOYEE_BANDS,
  type EmployeesBand,
  PATIENT_CARE_SETTINGS,
  type PatientCareSetting,
  SITE_TYPES,
  type SiteType,
} from '../company/index.js';

/** Bits of `IndexedCompany.flags`. */
export const FLAG = {
  minorityOwned: 1,
  womenOwned: 2,
  disabilityOwned: 4,
  auditedByFda: 8,
  claimed: 16,
  publishedRequests: 32,
  publishedAlerts: 64,
  // A claim the company makes whose latest decided evidence is VERIFIED (search.claims.ts).
  verifiedMinorityOwned: 128,
  verifiedWomenOwned: 256,
  verifiedDisabilityOwned: 512,
  verifiedAuditedByFda: 1024,
} as const;

/**
 * What search filters, counts and sorts one company by: small numbers only, so a pass over
 * 100,000 of them takes a few milliseconds. Reference lists include the ancestors of every linked
 * item (a company offering 'Risk-Based Monitoring' matches the filter 'Clinical Monitoring').
 */
export interface IndexedCompany {
  id: number;
  roleId: number;
  /** 0 when unknown. */
  countryId: number;
  /** 1-based position in EMPLOYEE_BANDS (= the band's id); 0 when unknown. */
  band: number;
  /** Position in SITE_TYPES; -1 when none. */
  siteType: number;
  /** One bit per PATIENT_CARE_SETTINGS position. */
  careMask: number;
  /** One bit per COMPANY_BADGES position. */
  badgeMask: number;
  flags: number;
  services: readonly number[];
  products: readonly number[];
  areas: readonly number[];
  regions: readonly number[];
  /** Lower-cased, accents stripped: the alphabetical sort key. */
  nameKey: string;
  /** The review average in hundredths (100 to 500); 0 without visible reviews. */
  rating: number;
  reviewCount: number;
  createdAt: number;
  updatedAt: number;
}

export const bandId = (band: EmployeesBand | null): number => (band ? EMPLOYEE_BANDS.indexOf(band) + 1 : 0);
export const bandOfId = (id: number): EmployeesBand | undefined => EMPLOYEE_BANDS[id - 1];
export const siteTypeIndex = (value: SiteType | null): number => (value ? SITE_TYPES.indexOf(value) : -1);
export const careBit = (value: PatientCareSetting): number => 1 << PATIENT_CARE_SETTINGS.indexOf(value);
export const badgeBit = (value: CompanyBadge): number => 1 << COMPANY_BADGES.indexOf(value);
export const maskOf = <T>(values: readonly T[], bit: (value: T) => number): number =>
  values.reduce((mask, value) => mask | bit(value), 0);

export const sortKey = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Labels of the fixed value lists, as facets show them. */
export const SITE_TYPE_LABELS: Readonly<Record<SiteType, string>> = {
  ACADEMIC_MEDICAL_CENTER: 'Academic medical center',
  HOSPITAL: 'Hospital',
  PRIVATE_RESEARCH_SITE: 'Private research site',
  SITE_NETWORK: 'Site network',
  SITE_MANAGEMENT_ORGANIZATION: 'Site management organization',
  PHASE_1_UNIT: 'Phase 1 unit',
};
export const CARE_LABELS: Readonly<Record<PatientCareSetting, string>> = {
  INPATIENT: 'Inpatient',
  OUTPATIENT: 'Outpatient',
  HOME_VISITS: 'Home visits',
  DECENTRALIZED: 'Decentralized',
  LONG_TERM_CARE: 'Long-term care',
  PEDIATRIC: 'Pediatric',
};
export const BADGE_LABELS: Readonly<Record<CompanyBadge, string>> = {
  VERIFIED: 'Verified',
  TOP_RATED: 'Top rated',
  RESPONSIVE: 'Responsive',
  SCOPE_EXHIBITOR: 'SCOPE exhibitor',
  NEW_ON_PLATFORM: 'New on the platform',
};

/** Labels compare as the client shows them, not by code unit. */
const collator = new Intl.Collator();

/** Facet values' display order: most results first, then by label (a stable sort keeps value order on ties). */
export const byCountThenLabel = (a: { count: number; label: string }, b: { count: number; label: string }): number =>
  b.count - a.count || collator.compare(a.label, b.label);

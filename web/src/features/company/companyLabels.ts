import type {
  CompanyBadge,
  CompanySort,
  EmployeesBand,
  PatientCareSetting,
  SiteType,
} from '../../__generated__/graphql';

export const SITE_TYPE_LABELS: Record<SiteType, string> = {
  ACADEMIC_MEDICAL_CENTER: 'Academic medical center',
  HOSPITAL: 'Hospital',
  PRIVATE_RESEARCH_SITE: 'Private research site',
  SITE_NETWORK: 'Site network',
  SITE_MANAGEMENT_ORGANIZATION: 'Site management organization',
  PHASE_1_UNIT: 'Phase 1 unit',
};

export const PATIENT_CARE_SETTING_LABELS: Record<PatientCareSetting, string> = {
  INPATIENT: 'Inpatient',
  OUTPATIENT: 'Outpatient',
  HOME_VISITS: 'Home visits',
  DECENTRALIZED: 'Decentralized',
  LONG_TERM_CARE: 'Long-term care',
  PEDIATRIC: 'Pediatric',
};

export const COMPANY_BADGE_LABELS: Record<CompanyBadge, string> = {
  VERIFIED: 'Verified',
  TOP_RATED: 'Top rated',
  RESPONSIVE: 'Responsive',
  SCOPE_EXHIBITOR: 'SCOPE exhibitor',
  NEW_ON_PLATFORM: 'New on the platform',
};

/** Spec §9's employee bands. */
export const EMPLOYEES_BAND_LABELS: Record<EmployeesBand, string> = {
  SMALL: '1-50 employees',
  MID: '51-500 employees',
  LARGE: 'Over 500 employees',
};

/** Spec §3's sort options. */
export const COMPANY_SORT_LABELS: Record<CompanySort, string> = {
  BEST_MATCH: 'Best match',
  ALPHABETICALLY: 'Alphabetically',
  UPDATED_AT: 'Recently updated',
  CREATED_AT: 'Newest',
  // Search's sort by reviews (docs/reviews.md).
  RATING: 'Highest rated',
};

/** The ownership and audit flags a company can carry, as people read them. */
export const COMPANY_FLAG_LABELS = {
  minorityOwned: 'Minority-owned',
  womenOwned: 'Women-owned',
  disabilityOwned: 'Disability-owned',
  auditedByFda: 'Audited by the FDA',
} as const;

export type CompanyFlag = keyof typeof COMPANY_FLAG_LABELS;
export const COMPANY_FLAGS = Object.keys(COMPANY_FLAG_LABELS) as CompanyFlag[];

/** The flags `company` carries, labelled, in a fixed order. */
export function companyFlagLabels(company: Record<CompanyFlag, boolean>): string[] {
  return COMPANY_FLAGS.filter((flag) => company[flag]).map((flag) => COMPANY_FLAG_LABELS[flag]);
}

interface Headquarters {
  city?: string | null;
  state?: string | null;
  country?: { name: string } | null;
}

/** "City, State, Country", skipping what is missing; null when nothing is known. */
export function formatHeadquarters(hq: Headquarters | null | undefined): string | null {
  if (!hq) return null;
  const parts = [hq.city, hq.state, hq.country?.name].map((part) => part?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** A stored website as a link target: only http(s) URLs are ever linked (never `javascript:`). */
export function websiteHref(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(website) ? website : `https://${website}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A website as shown: host and path, without the scheme or a trailing slash. */
export function websiteLabel(href: string): string {
  return href.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

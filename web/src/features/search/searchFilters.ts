import { COMPANY_BADGE_LABELS, PATIENT_CARE_SETTING_LABELS, SITE_TYPE_LABELS } from '../company';
import type { FlagFilterKey, ListFilterKey } from './searchState';

/** The facet panel's groups, in order, with how each is chosen (spec §3's filters). */
export const LIST_FILTERS: ReadonlyArray<{ key: ListFilterKey; label: string; control: 'checkboxes' | 'select' }> = [
  { key: 'companyRoleIds', label: 'Business type', control: 'checkboxes' },
  { key: 'servicesIds', label: 'Services', control: 'checkboxes' },
  { key: 'productsIds', label: 'Products', control: 'checkboxes' },
  { key: 'therapeuticAreasIds', label: 'Therapeutic areas', control: 'checkboxes' },
  { key: 'regionsIds', label: 'Regions', control: 'checkboxes' },
  { key: 'employeesNumberId', label: 'Company size', control: 'checkboxes' },
  { key: 'siteType', label: 'Site type', control: 'select' },
  { key: 'patientCareSettings', label: 'Patient care settings', control: 'checkboxes' },
  { key: 'badges', label: 'Badges', control: 'checkboxes' },
];

export const COUNTRY_FILTER_LABEL = 'Country';

export const FLAG_FILTER_LABELS: Record<FlagFilterKey, string> = {
  minorityOwned: 'Minority-owned',
  womenOwned: 'Women-owned',
  disabilityOwned: 'Disability-owned',
  auditedByFDA: 'Audited by the FDA',
  verifiedMinorityOwned: 'Minority-owned, verified',
  verifiedWomenOwned: 'Women-owned, verified',
  verifiedDisabilityOwned: 'Disability-owned, verified',
  verifiedAuditedByFDA: 'Audited by the FDA, verified',
  rating4Plus: 'Rated 4★ and up',
  rating3Plus: 'Rated 3★ and up',
  claimedOnly: 'Claimed companies only',
  publishedRequests: 'Has published requests',
  publishedAlerts: 'Has published capability alerts',
};

export const PARTNER_INCLUSION_LABELS = {
  INCLUDE: 'Include partners',
  EXCLUDE: 'Exclude partners',
  ONLY_PARTNERS: 'Only partners',
} as const;

export function listFilterLabel(key: ListFilterKey): string {
  return LIST_FILTERS.find((filter) => filter.key === key)?.label ?? key;
}

/** The values of the enum-valued filters, with their labels. */
export const ENUM_FILTER_OPTIONS: Partial<Record<ListFilterKey, Readonly<Record<string, string>>>> = {
  siteType: SITE_TYPE_LABELS,
  patientCareSettings: PATIENT_CARE_SETTING_LABELS,
  badges: COMPANY_BADGE_LABELS,
};

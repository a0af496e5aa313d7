import type { CompanyBadge, EmployeesBand } from '../../__generated__/graphql';
import { COMPANY_BADGE_LABELS, EMPLOYEES_BAND_LABELS, companyFlagLabels, formatHeadquarters } from '../company';

/** What the comparison reads of each company. */
export interface ComparedCompany {
  id: string;
  role: { name: string; type: string };
  headquarters: { city?: string | null; state?: string | null; country?: { id: string; name: string } | null };
  employeesBand?: EmployeesBand | null;
  services: ReadonlyArray<{ id: string; name: string }>;
  products: ReadonlyArray<{ id: string; name: string }>;
  therapeuticAreas: ReadonlyArray<{ id: string; name: string }>;
  regions: ReadonlyArray<{ id: string; name: string }>;
  minorityOwned: boolean;
  womenOwned: boolean;
  disabilityOwned: boolean;
  auditedByFda: boolean;
  badges: readonly CompanyBadge[];
  members: ReadonlyArray<{ id: string }>;
  /** Verified reviews' average and count (docs/reviews.md); absent or none: no reviews. */
  reviewSummary?: { reviewCount: number; rating?: number | null } | null;
}

/** One attribute across the compared companies: each cell lists its values (empty: none). */
export interface CompareRow {
  key: string;
  label: string;
  cells: string[][];
  /** True when at least two companies are compared and their values are not all the same. */
  differs: boolean;
}

const named = (items: ReadonlyArray<{ name: string }>) => items.map((item) => item.name);
const present = (value: string | null | undefined) => (value ? [value] : []);
/** "★ 4.3 (12)", or "No reviews yet". */
const reviewsCell = (summary: ComparedCompany['reviewSummary']): string =>
  summary?.rating !== null && summary?.rating !== undefined && summary.reviewCount > 0
    ? `★ ${summary.rating.toFixed(1)} (${summary.reviewCount})`
    : 'No reviews yet';

const ATTRIBUTES: ReadonlyArray<{ key: string; label: string; values: (company: ComparedCompany) => string[] }> = [
  { key: 'businessType', label: 'Business type', values: (company) => [company.role.name] },
  {
    key: 'headquarters',
    label: 'Headquarters',
    values: (company) => present(formatHeadquarters(company.headquarters)),
  },
  {
    key: 'employees',
    label: 'Employees',
    values: (company) => present(company.employeesBand ? EMPLOYEES_BAND_LABELS[company.employeesBand] : null),
  },
  { key: 'services', label: 'Services', values: (company) => named(company.services) },
  { key: 'products', label: 'Products', values: (company) => named(company.products) },
  { key: 'therapeuticAreas', label: 'Therapeutic areas', values: (company) => named(company.therapeuticAreas) },
  { key: 'regions', label: 'Regions', values: (company) => named(company.regions) },
  { key: 'flags', label: 'Certifications and ownership', values: (company) => companyFlagLabels(company) },
  { key: 'badges', label: 'Badges', values: (company) => company.badges.map((badge) => COMPANY_BADGE_LABELS[badge]) },
  { key: 'members', label: 'Members', values: (company) => [String(company.members.length)] },
  { key: 'reviews', label: 'Reviews', values: (company) => [reviewsCell(company.reviewSummary)] },
];

/** The same values in any order are the same. */
const signature = (values: readonly string[]) => [...values].sort().join('\u0000');

/** The comparison table's rows, in a fixed order, with the rows whose values differ marked. */
export function compareRows(companies: readonly ComparedCompany[]): CompareRow[] {
  return ATTRIBUTES.map(({ key, label, values }) => {
    const cells = companies.map(values);
    const signatures = new Set(cells.map(signature));
    return { key, label, cells, differs: companies.length > 1 && signatures.size > 1 };
  });
}

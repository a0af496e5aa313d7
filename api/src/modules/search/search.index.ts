import type { CompanyBadge, PatientCareSetting, SiteType } from '../company/index.js';
import type { ProfileClaim } from '../evidence/index.js';
import type { MatchMode } from './search.text.js';

/**
 * The company search index: the seam between a search (search.service.ts: the command in, DTOs
 * and highlights out) and whatever answers which companies a search finds. Two implementations
 * answer exactly alike (the same tests run against both):
 * - `memory` (search.memory.ts): an in-memory column index of every active company, kept in step
 *   with committed changes; filters, facets, sorts and paging are a pass over typed arrays.
 * - `postgres` (search.postgres.ts): nothing kept; each search is computed by SQL.
 */
export interface CompanySearchIndex {
  readonly kind: SearchIndexKind;
  /** The page's company ids in result order, the total, every facet, and how the text matched. */
  search(query: IndexQuery): Promise<IndexAnswer>;
  /** Loads what the index keeps, so the first search does not wait for it; absent when it keeps nothing. */
  warm?(): Promise<void>;
}

export const SEARCH_INDEX_KINDS = ['memory', 'postgres'] as const;
export type SearchIndexKind = (typeof SEARCH_INDEX_KINDS)[number];

/** rating: highest average first, ties by review count then name; companies without reviews last (one direction). */
export type SortField = 'relevance' | 'name' | 'updatedAt' | 'createdAt' | 'rating';
export type SortDirection = 'ASC' | 'DESC';

/** The list and flag filters of spec §3's search state (flags restrict only when true). */
export interface SearchFilters {
  companyRoleIds: readonly number[];
  servicesIds: readonly number[];
  productsIds: readonly number[];
  therapeuticAreasIds: readonly number[];
  regionsIds: readonly number[];
  countryId: number | null;
  employeesNumberId: readonly number[];
  siteType: readonly SiteType[];
  patientCareSettings: readonly PatientCareSetting[];
  badges: readonly CompanyBadge[];
  minorityOwned: boolean;
  womenOwned: boolean;
  disabilityOwned: boolean;
  auditedByFDA: boolean;
  claimedOnly: boolean;
  publishedRequests: boolean;
  publishedAlerts: boolean;
  /** The lowest review average a result may have (1 to 5); companies without reviews fail it. Null: any. */
  minRating: number | null;
  /** Claims each result makes and has verified by the admin group (its latest decided evidence is VERIFIED). */
  verifiedClaims: readonly ProfileClaim[];
}

/** A search without any filter: what the directory's figures count, and the base of tests' searches. */
export const NO_FILTERS: SearchFilters = {
  companyRoleIds: [],
  servicesIds: [],
  productsIds: [],
  therapeuticAreasIds: [],
  regionsIds: [],
  countryId: null,
  employeesNumberId: [],
  siteType: [],
  patientCareSettings: [],
  badges: [],
  minorityOwned: false,
  womenOwned: false,
  disabilityOwned: false,
  auditedByFDA: false,
  claimedOnly: false,
  publishedRequests: false,
  publishedAlerts: false,
  minRating: null,
  verifiedClaims: [],
};

/** The contracted partners of the caller's company: kept out (EXCLUDE) or kept only (ONLY_PARTNERS). */
export interface PartnerRule {
  companyId: number;
  only: boolean;
}

/** A normalised search (search.service.ts's command, with the caller's partner rule). */
export interface IndexQuery {
  /** Normalised (normalizeSearchText); '' for none. */
  text: string;
  filters: SearchFilters;
  /**
   * Null for none. May still be pending (the caller is read from the database while the index
   * starts on the text); a rejection fails the search.
   */
  partners: PartnerRule | null | Promise<PartnerRule | null>;
  /** Relevance without text is alphabetical. Ties by id. */
  sort: { field: SortField; direction: SortDirection };
  /** Zero-based. */
  page: number;
  size: number;
  /** Whether to count the facets: a caller that shows none (the company list) asks for none. */
  facets: boolean;
}

export const FACET_FIELDS = [
  'companyRoleIds',
  'servicesIds',
  'productsIds',
  'therapeuticAreasIds',
  'regionsIds',
  'countryId',
  'employeesNumberId',
  'siteType',
  'patientCareSettings',
  'badges',
] as const;
export type FacetField = (typeof FACET_FIELDS)[number];

export interface FacetValue {
  /** The filter value to send back: an id as text, or an enum value. */
  value: string;
  label: string;
  count: number;
}
/** A facet's values with their counts under the other filters, by count (most first), then label. */
export interface Facet {
  field: FacetField;
  values: FacetValue[];
}

export interface IndexAnswer {
  /** The page's company ids, in result order. */
  ids: number[];
  total: number;
  /** Every field of FACET_FIELDS, in that order; none when the query asked for none. */
  facets: Facet[];
  /** How the text matched (the highlights use it); null without text. */
  textMode: MatchMode | null;
}

import type { CompanySort, PartnerInclusion } from '../../__generated__/graphql';

// The search state of spec §3 and the update rules of spec §5, as pure functions: the page
// keeps this state in the URL and only ever changes it through these.

/** Spec §9: default page size 10, first page 0. */
export const SEARCH_PAGE_SIZE = 10;
/** The server's upper bound for `size`. */
export const MAX_SEARCH_PAGE_SIZE = 50;

export const COMPANY_SORTS = [
  'BEST_MATCH',
  'ALPHABETICALLY',
  'UPDATED_AT',
  'CREATED_AT',
  'RATING',
] as const satisfies readonly CompanySort[];
export const PARTNER_INCLUSIONS = [
  'INCLUDE',
  'EXCLUDE',
  'ONLY_PARTNERS',
] as const satisfies readonly PartnerInclusion[];

/** Filters that hold several values (checkbox groups, and site type's select). */
export const LIST_FILTER_KEYS = [
  'companyRoleIds',
  'servicesIds',
  'productsIds',
  'therapeuticAreasIds',
  'regionsIds',
  'siteType',
  'patientCareSettings',
  'employeesNumberId',
  'badges',
] as const;
/** Filters that are on or off (switches); off means "not filtered", never "false". */
export const FLAG_FILTER_KEYS = [
  'minorityOwned',
  'womenOwned',
  'disabilityOwned',
  'auditedByFDA',
  // Verified from evidence (docs/evidence.md): sent as `verifiedClaims` (searchInput.ts).
  'verifiedMinorityOwned',
  'verifiedWomenOwned',
  'verifiedDisabilityOwned',
  'verifiedAuditedByFDA',
  // Review averages (docs/reviews.md): sent as `minRating`, the higher one when both are on.
  'rating4Plus',
  'rating3Plus',
  'claimedOnly',
  'publishedRequests',
  'publishedAlerts',
] as const;
/** List filters over reference data, whose values form one hierarchy (parentId). */
export const REFERENCE_FILTER_KEYS = ['servicesIds', 'productsIds', 'therapeuticAreasIds', 'regionsIds'] as const;

export type ListFilterKey = (typeof LIST_FILTER_KEYS)[number];
export type FlagFilterKey = (typeof FLAG_FILTER_KEYS)[number];
export type ReferenceFilterKey = (typeof REFERENCE_FILTER_KEYS)[number];

export interface SearchState {
  /** Trimmed. */
  searchString: string;
  /** Zero-based. */
  page: number;
  size: number;
  sort: CompanySort;
  /** Only sent when signed in. */
  contractedPartners: PartnerInclusion;
  lists: Record<ListFilterKey, readonly string[]>;
  countryId: string | null;
  flags: Record<FlagFilterKey, boolean>;
}

/** One active filter value, as a removable chip shows it. */
export type ActiveFilter =
  | { kind: 'list'; key: ListFilterKey; value: string }
  | { kind: 'flag'; key: FlagFilterKey }
  | { kind: 'country'; value: string }
  | { kind: 'partners'; value: PartnerInclusion };

/** Reference values' parents (id → parentId), so removing a value can remove its children. */
export type ParentMap = ReadonlyMap<string, string | null>;

const emptyLists = () =>
  Object.fromEntries(LIST_FILTER_KEYS.map((key) => [key, []])) as unknown as Record<ListFilterKey, readonly string[]>;
const noFlags = () => Object.fromEntries(FLAG_FILTER_KEYS.map((key) => [key, false])) as Record<FlagFilterKey, boolean>;

export function initialSearchState(): SearchState {
  return {
    searchString: '',
    page: 0,
    size: SEARCH_PAGE_SIZE,
    sort: 'BEST_MATCH',
    contractedPartners: 'INCLUDE',
    lists: emptyLists(),
    countryId: null,
    flags: noFlags(),
  };
}

/** Spec §5: the input is trimmed; a different text starts again from page 0. */
export function withSearchString(state: SearchState, text: string): SearchState {
  const searchString = text.trim();
  return searchString === state.searchString ? state : { ...state, searchString, page: 0 };
}

export function withSort(state: SearchState, sort: CompanySort): SearchState {
  return sort === state.sort ? state : { ...state, sort, page: 0 };
}

export function withPage(state: SearchState, page: number): SearchState {
  return { ...state, page: Math.max(0, Math.trunc(page)) };
}

/** Spec §5: values already present are skipped; adding anything resets the page to 0. */
export function addFilterValues(state: SearchState, key: ListFilterKey, values: readonly string[]): SearchState {
  const present = state.lists[key];
  const added = [...new Set(values)].filter((value) => value !== '' && !present.includes(value));
  if (added.length === 0) return state;
  return { ...state, page: 0, lists: { ...state.lists, [key]: [...present, ...added] } };
}

/** True when `id` has an ancestor among `removed` (following `parents`, guarding against cycles). */
function descendsFrom(id: string, removed: ReadonlySet<string>, parents: ParentMap): boolean {
  const seen = new Set<string>();
  let parent = parents.get(id) ?? null;
  while (parent !== null && !seen.has(parent)) {
    if (removed.has(parent)) return true;
    seen.add(parent);
    parent = parents.get(parent) ?? null;
  }
  return false;
}

/**
 * Spec §5: removes the values and, for reference filters, every value below them (a region's
 * countries, a service's sub-services); the page goes back to 0 when anything was removed.
 */
export function removeFilterValues(
  state: SearchState,
  key: ListFilterKey,
  values: readonly string[],
  parents: ParentMap = new Map(),
): SearchState {
  const removed = new Set(values);
  const isReference = (REFERENCE_FILTER_KEYS as readonly string[]).includes(key);
  const keep = (listKey: ListFilterKey) => (value: string) => {
    if (listKey === key && removed.has(value)) return false;
    const cascades = isReference && (REFERENCE_FILTER_KEYS as readonly string[]).includes(listKey);
    return !(cascades && descendsFrom(value, removed, parents));
  };
  let changed = false;
  const lists = { ...state.lists };
  for (const listKey of LIST_FILTER_KEYS) {
    const kept = state.lists[listKey].filter(keep(listKey));
    if (kept.length !== state.lists[listKey].length) {
      lists[listKey] = kept;
      changed = true;
    }
  }
  return changed ? { ...state, page: 0, lists } : state;
}

/** Replaces a list filter's values (site type's select); removed values take their children along. */
export function setFilterValues(
  state: SearchState,
  key: ListFilterKey,
  values: readonly string[],
  parents: ParentMap = new Map(),
): SearchState {
  const dropped = state.lists[key].filter((value) => !values.includes(value));
  return addFilterValues(removeFilterValues(state, key, dropped, parents), key, values);
}

export function withFlag(state: SearchState, key: FlagFilterKey, on: boolean): SearchState {
  return state.flags[key] === on ? state : { ...state, page: 0, flags: { ...state.flags, [key]: on } };
}

export function withCountry(state: SearchState, countryId: string | null): SearchState {
  const next = countryId || null;
  return next === state.countryId ? state : { ...state, page: 0, countryId: next };
}

export function withPartnerInclusion(state: SearchState, contractedPartners: PartnerInclusion): SearchState {
  return contractedPartners === state.contractedPartners ? state : { ...state, page: 0, contractedPartners };
}

/** Every filter's active values, in the panel's order (partner inclusion only when not the default). */
export function activeFilters(state: SearchState): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  if (state.contractedPartners !== 'INCLUDE') active.push({ kind: 'partners', value: state.contractedPartners });
  for (const key of LIST_FILTER_KEYS) for (const value of state.lists[key]) active.push({ kind: 'list', key, value });
  if (state.countryId) active.push({ kind: 'country', value: state.countryId });
  for (const key of FLAG_FILTER_KEYS) if (state.flags[key]) active.push({ kind: 'flag', key });
  return active;
}

/** Removes one chip's filter, by the same rules as the panel. */
export function removeActiveFilter(
  state: SearchState,
  filter: ActiveFilter,
  parents: ParentMap = new Map(),
): SearchState {
  switch (filter.kind) {
    case 'list':
      return removeFilterValues(state, filter.key, [filter.value], parents);
    case 'flag':
      return withFlag(state, filter.key, false);
    case 'country':
      return withCountry(state, null);
    case 'partners':
      return withPartnerInclusion(state, 'INCLUDE');
  }
}

/** 'Clear all': every filter off (text, sort and size stay), page 0. */
export function clearFilters(state: SearchState): SearchState {
  if (activeFilters(state).length === 0) return state;
  return { ...state, page: 0, contractedPartners: 'INCLUDE', lists: emptyLists(), countryId: null, flags: noFlags() };
}

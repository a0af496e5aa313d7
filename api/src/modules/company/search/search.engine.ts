import { COMPANY_BADGES, type CompanyBadge, EMPLOYEE_BANDS, PATIENT_CARE_SETTINGS, type PatientCareSetting, SITE_TYPES, type SiteType } from '../company.table.js';
import { type ListColumn, positionOf, type SearchColumns } from './search.columns.js';
import type { SearchLookups, SearchSnapshot } from './search.index.js';
import { BADGE_LABELS, BAND_LABELS, CARE_LABELS, FLAG, SITE_TYPE_LABELS } from './search.model.js';

export type SortField = 'relevance' | 'name' | 'updatedAt' | 'createdAt';
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
}

export interface EngineQuery {
  filters: SearchFilters;
  /** Also return every result id (in walk order), e.g. to rank them before paging. */
  collect?: boolean;
  /** Ids matching the search text (most relevant first when sorting by relevance); null when there is no text. */
  textMatches: ArrayLike<number> | null;
  /** The caller's contracted partners to keep out (EXCLUDE) or to keep only (ONLY_PARTNERS). */
  partners: { ids: ReadonlySet<number>; only: boolean } | null;
  sort: { field: SortField; direction: SortDirection };
  page: number;
  size: number;
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
  id: string;
  label: string;
  count: number;
}
export interface Facet {
  field: FacetField;
  values: FacetValue[];
}
export interface EngineResult {
  /** The page's company ids, in order. */
  ids: number[];
  /** Every result id, when `collect` was asked. */
  all: number[] | null;
  total: number;
  facets: Facet[];
}

const SINGLE = 0;
const LIST = 1;
const MASK = 2;

/** One facet during a pass: what it reads, which values are selected, its counts. */
interface FacetState {
  field: FacetField;
  kind: typeof SINGLE | typeof LIST | typeof MASK;
  /** SINGLE and MASK: the column; LIST: unused. */
  column: Int32Array;
  list: ListColumn;
  /** SINGLE: the smallest value that is a value (0 is "unknown" for countries and bands). */
  floor: number;
  /** By value (SINGLE, LIST) or bit position (MASK). */
  selected: Uint8Array;
  selectedMask: number;
  active: boolean;
  counts: Int32Array;
  value(position: number): { id: string; label: string } | undefined;
}

const NO_LIST: ListColumn = { start: new Int32Array(1), values: new Int32Array(0) };

function selection(size: number, positions: readonly number[]): Uint8Array {
  const t = new Uint8Array(size);
  for (const p of positions) if (p >= 0 && p < size) t[p] = 1;
  return t;
}

function facet(field: FacetField, kind: FacetState['kind'], size: number, selected: readonly number[], source: { column?: Int32Array; list?: ListColumn; floor?: number }, value: FacetState['value']): FacetState {
  return {
    field,
    kind,
    column: source.column ?? new Int32Array(0),
    list: source.list ?? NO_LIST,
    floor: source.floor ?? 1,
    selected: selection(size, selected),
    selectedMask: kind === MASK ? selected.reduce((mask, p) => mask | (1 << p), 0) : 0,
    active: selected.length > 0,
    counts: new Int32Array(size),
    value,
  };
}

/**
 * Marks, for every position, how many active facets it fails (`fails`) and the last one it failed
 * (`failed`, as `code`). One tight loop per facet over typed arrays: no per-company calls.
 */
function markFailures(f: FacetState, code: number, fails: Uint8Array, failed: Uint8Array): void {
  const n = fails.length;
  const selected = f.selected;
  if (f.kind === SINGLE) {
    const column = f.column;
    for (let p = 0; p < n; p += 1) {
      if (selected[column[p] as number] !== 1) {
        fails[p] = (fails[p] as number) + 1;
        failed[p] = code;
      }
    }
  } else if (f.kind === MASK) {
    const column = f.column;
    const mask = f.selectedMask;
    for (let p = 0; p < n; p += 1) {
      if (((column[p] as number) & mask) === 0) {
        fails[p] = (fails[p] as number) + 1;
        failed[p] = code;
      }
    }
  } else {
    const { start, values } = f.list;
    for (let p = 0; p < n; p += 1) {
      let found = false;
      for (let i = start[p] as number, end = start[p + 1] as number; i < end; i += 1) {
        if (selected[values[i] as number] === 1) {
          found = true;
          break;
        }
      }
      if (!found) {
        fails[p] = (fails[p] as number) + 1;
        failed[p] = code;
      }
    }
  }
}

/** Adds the values of the companies at `positions[0..length)` to the facet's counts. */
function count(f: FacetState, positions: Int32Array, length: number): void {
  const counts = f.counts;
  if (f.kind === SINGLE) {
    const column = f.column;
    const floor = f.floor;
    for (let k = 0; k < length; k += 1) {
      const v = column[positions[k] as number] as number;
      if (v >= floor) counts[v] = (counts[v] as number) + 1;
    }
  } else if (f.kind === MASK) {
    const column = f.column;
    for (let k = 0; k < length; k += 1) {
      // Set bits only: most companies have none.
      for (let mask = column[positions[k] as number] as number; mask !== 0; mask &= mask - 1) {
        const bit = 31 - Math.clz32(mask & -mask);
        counts[bit] = (counts[bit] as number) + 1;
      }
    }
  } else {
    const { start, values } = f.list;
    for (let k = 0; k < length; k += 1) {
      const p = positions[k] as number;
      for (let i = start[p] as number, end = start[p + 1] as number; i < end; i += 1) {
        const v = values[i] as number;
        counts[v] = (counts[v] as number) + 1;
      }
    }
  }
}

const maxKey = (map: ReadonlyMap<number, unknown>): number => {
  let max = 0;
  for (const key of map.keys()) if (key > max) max = key;
  return max;
};
const named = (names: ReadonlyMap<number, string>) => (p: number) => {
  const label = names.get(p);
  return label === undefined ? undefined : { id: String(p), label };
};
const enumerated = <T extends string>(all: readonly T[], labels: Record<T, string>, offset = 0) => (p: number) => {
  const v = all[p - offset];
  return v === undefined ? undefined : { id: offset === 0 ? v : String(p), label: labels[v] };
};

/** Per lookups (one per snapshot load), what every search needs of them: built once, not per request. */
const lookupSizes = new WeakMap<SearchLookups, { refSize: number; roleSize: number; countrySize: number; refValue: FacetState['value'] }>();
function sizesOf(lookups: SearchLookups) {
  let sizes = lookupSizes.get(lookups);
  if (!sizes) {
    const refNames = new Map([...lookups.references].map(([id, r]) => [id, r.name]));
    sizes = { refSize: maxKey(lookups.references) + 1, roleSize: maxKey(lookups.roles) + 1, countrySize: maxKey(lookups.countries) + 1, refValue: named(refNames) };
    lookupSizes.set(lookups, sizes);
  }
  return sizes;
}

function facetStates(f: SearchFilters, snapshot: SearchSnapshot): FacetState[] {
  const { columns: c, lookups } = snapshot;
  const { refSize, roleSize, countrySize, refValue } = sizesOf(lookups);
  const bits = <T>(all: readonly T[], values: readonly T[]) => values.map((v) => all.indexOf(v));
  return [
    facet('companyRoleIds', SINGLE, roleSize, f.companyRoleIds, { column: c.role }, named(lookups.roles)),
    facet('servicesIds', LIST, refSize, f.servicesIds, { list: c.services }, refValue),
    facet('productsIds', LIST, refSize, f.productsIds, { list: c.products }, refValue),
    facet('therapeuticAreasIds', LIST, refSize, f.therapeuticAreasIds, { list: c.areas }, refValue),
    facet('regionsIds', LIST, refSize, f.regionsIds, { list: c.regions }, refValue),
    facet('countryId', SINGLE, countrySize, f.countryId === null ? [] : [f.countryId], { column: c.country }, named(lookups.countries)),
    facet('employeesNumberId', SINGLE, EMPLOYEE_BANDS.length + 1, f.employeesNumberId, { column: c.band }, enumerated(EMPLOYEE_BANDS, BAND_LABELS, 1)),
    facet('siteType', SINGLE, SITE_TYPES.length, bits(SITE_TYPES, f.siteType), { column: c.siteType, floor: 0 }, enumerated(SITE_TYPES, SITE_TYPE_LABELS)),
    facet('patientCareSettings', MASK, PATIENT_CARE_SETTINGS.length, bits(PATIENT_CARE_SETTINGS, f.patientCareSettings), { column: c.care }, enumerated(PATIENT_CARE_SETTINGS, CARE_LABELS)),
    facet('badges', MASK, COMPANY_BADGES.length, bits(COMPANY_BADGES, f.badges), { column: c.badge }, enumerated(COMPANY_BADGES, BADGE_LABELS)),
  ];
}

function requiredFlags(f: SearchFilters): number {
  return (
    (f.minorityOwned ? FLAG.minorityOwned : 0) |
    (f.womenOwned ? FLAG.womenOwned : 0) |
    (f.disabilityOwned ? FLAG.disabilityOwned : 0) |
    (f.auditedByFDA ? FLAG.auditedByFda : 0) |
    (f.claimedOnly ? FLAG.claimed : 0) |
    (f.publishedRequests ? FLAG.publishedRequests : 0) |
    (f.publishedAlerts ? FLAG.publishedAlerts : 0)
  );
}

/** Positions in result order (a pre-sorted column) and direction; relevance with text walks the matches instead. */
function ordered(c: SearchColumns, sort: EngineQuery['sort']): { order: Int32Array; reverse: boolean } {
  const { field, direction } = sort;
  if (field === 'updatedAt') return { order: c.byUpdated, reverse: direction === 'ASC' };
  if (field === 'createdAt') return { order: c.byCreated, reverse: direction === 'ASC' };
  // Alphabetical, also for relevance without text.
  return { order: c.byName, reverse: field === 'name' && direction === 'DESC' };
}

/** A 0/1 flag per position for the given company ids (null when there is no such rule). */
function flagsOf(c: SearchColumns, ids: ArrayLike<number> | ReadonlySet<number> | null): Uint8Array | null {
  if (!ids) return null;
  const flags = new Uint8Array(c.size);
  const mark = (id: number) => {
    const p = positionOf(c, id);
    if (p >= 0) flags[p] = 1;
  };
  if (ids instanceof Set) ids.forEach(mark);
  else for (let i = 0, list = ids as ArrayLike<number>; i < list.length; i += 1) mark(list[i] as number);
  return flags;
}

/** Facet counts of the unfiltered search, per snapshot: the same for every such query. */
const unfilteredFacets = new WeakMap<SearchColumns, Facet[]>();

/** What a position is after the filter pass: a result, out, or failing only the facet `code - 1`. */
const RESULT = 0;
const OUT = 255;

/**
 * The filter pass, in position order (sequential reads of every column): the state of each
 * position (RESULT, OUT, or the code of the one facet it fails) and the number of results.
 */
function classify(c: SearchColumns, query: EngineQuery, facets: readonly FacetState[]): { state: Uint8Array; total: number } {
  const n = c.size;
  const state = new Uint8Array(n);
  const fails = new Uint8Array(n);
  const failed = new Uint8Array(n);
  facets.forEach((f, i) => {
    if (f.active) markFailures(f, i + 1, fails, failed);
  });
  const required = requiredFlags(query.filters);
  const text = flagsOf(c, query.textMatches);
  const partners = flagsOf(c, query.partners?.ids ?? null);
  const partnerWanted = query.partners?.only ? 1 : 0;
  const flags = c.flags;
  let total = 0;
  for (let p = 0; p < n; p += 1) {
    if (((flags[p] as number) & required) !== required || (text !== null && text[p] !== 1) || (partners !== null && partners[p] !== partnerWanted)) {
      state[p] = OUT;
      continue;
    }
    const failures = fails[p] as number;
    if (failures === 0) total += 1;
    state[p] = failures === 0 ? RESULT : failures === 1 ? (failed[p] as number) : OUT;
  }
  return { state, total };
}

/** Facet counts: results count in every facet, positions failing one facet in that facet only. */
function countFacets(facets: readonly FacetState[], state: Uint8Array, total: number): void {
  const results = new Int32Array(total);
  const near = facets.map(() => [] as number[]);
  let r = 0;
  for (let p = 0; p < state.length; p += 1) {
    const s = state[p] as number;
    if (s === RESULT) results[r++] = p;
    else if (s !== OUT) near[s - 1]?.push(p);
  }
  facets.forEach((f, i) => {
    count(f, results, total);
    const others = near[i] ?? [];
    if (others.length > 0) count(f, Int32Array.from(others), others.length);
  });
}

const collator = new Intl.Collator();

function facetValues(facets: readonly FacetState[]): Facet[] {
  return facets.map((f): Facet => {
    const values: FacetValue[] = [];
    for (let v = 0; v < f.counts.length; v += 1) {
      const n = f.counts[v] as number;
      if (n === 0 && f.selected[v] !== 1) continue;
      const value = f.value(v);
      if (value) values.push({ ...value, count: n });
    }
    values.sort((a, b) => b.count - a.count || collator.compare(a.label, b.label));
    return { field: f.field, values };
  });
}

/**
 * The page (and with `collect` every result) in result order: text matches by relevance, or a
 * pre-sorted column, stopping at the page's end when nothing more is needed (deep pages of a
 * sort walk only as far as the page).
 */
function walk(c: SearchColumns, query: EngineQuery, state: Uint8Array | null, start: number, end: number): { ids: number[]; all: number[] | null } {
  const ids: number[] = [];
  const all: number[] | null = query.collect ? [] : null;
  let seen = 0;
  const visit = (p: number): boolean => {
    if (p < 0 || (state !== null && state[p] !== RESULT)) return true;
    const id = c.id[p] as number;
    if (seen >= start && seen < end) ids.push(id);
    all?.push(id);
    seen += 1;
    return all !== null || seen < end;
  };
  if (query.sort.field === 'relevance' && query.textMatches) {
    const matches = query.textMatches;
    for (let i = 0; i < matches.length; i += 1) if (!visit(positionOf(c, matches[i] as number))) break;
    return { ids, all };
  }
  const { order, reverse } = ordered(c, query.sort);
  for (let k = 0, n = order.length; k < n; k += 1) if (!visit(order[reverse ? n - 1 - k : k] as number)) break;
  return { ids, all };
}

/**
 * A filter pass over the typed-array columns in position order, then the page from the sort
 * order. A company passing every filter is a result (and counts in every facet); one failing
 * exactly one facet's filter counts in that facet only, so each facet's counts are "under the
 * other filters" (disjunctive faceting). Without any filter or text the pass is skipped once its
 * facet counts are known for the snapshot.
 */
export function runSearch(snapshot: SearchSnapshot, query: EngineQuery): EngineResult {
  const c = snapshot.columns;
  const facets = facetStates(query.filters, snapshot);
  const start = query.page * query.size;
  const end = start + query.size;
  const unfiltered = !facets.some((f) => f.active) && requiredFlags(query.filters) === 0 && query.textMatches === null && query.partners === null;
  const known = unfiltered ? unfilteredFacets.get(c) : undefined;
  if (known) return { ...walk(c, query, null, start, end), total: c.size, facets: known };
  const { state, total } = classify(c, query, facets);
  countFacets(facets, state, total);
  const result = { ...walk(c, query, state, start, end), total, facets: facetValues(facets) };
  if (unfiltered) unfilteredFacets.set(c, result.facets);
  return result;
}

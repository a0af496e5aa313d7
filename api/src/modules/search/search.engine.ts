import {
  COMPANY_BADGES,
  type CompanyBadge,
  EMPLOYEE_BANDS,
  PATIENT_CARE_SETTINGS,
  type PatientCareSetting,
  SITE_TYPES,
  type SiteType,
} from '../company/company.table.js';
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

/** The companies a search text matches, as positions of one snapshot's columns. */
export interface TextMatchSet {
  /** In match order: most relevant first when the matches were ranked. */
  positions: Int32Array;
  /** The same positions ascending: the filter pass reads the columns in this order. */
  ascending: Int32Array;
}

/** The matches among the snapshot's companies (ids it lacks are dropped), order kept. */
export function textMatchSet(c: SearchColumns, ids: ArrayLike<number>): TextMatchSet {
  const member = new Uint8Array(c.size); // Drops repeated ids.
  const positions = new Int32Array(ids.length);
  let n = 0;
  for (let i = 0; i < ids.length; i += 1) {
    const p = positionOf(c, ids[i] as number);
    if (p < 0 || member[p] === 1) continue;
    member[p] = 1;
    positions[n] = p;
    n += 1;
  }
  return { positions: positions.slice(0, n), ascending: positions.slice(0, n).sort() };
}

export interface EngineQuery {
  filters: SearchFilters;
  /** The search text's matches (ranked when sorting by relevance); null when there is no text. */
  textMatches: TextMatchSet | null;
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
  value: string;
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
  /** SINGLE: the values; MASK: the bit masks; LIST: unused. */
  column: Int32Array;
  /** LIST: the values; MASK: the set bits' indexes (counted as a list); SINGLE: unused. */
  list: ListColumn;
  /** SINGLE: the smallest value that is a value (0 is "unknown" for countries and bands). */
  floor: number;
  /** By value (SINGLE, LIST) or bit position (MASK). */
  selected: Uint8Array;
  selectedMask: number;
  active: boolean;
  counts: Int32Array;
  value(position: number): { value: string; label: string } | undefined;
}

const NO_LIST: ListColumn = {
  start: new Int32Array(1),
  values: new Int32Array(0),
  byValue: new Int32Array(1),
  positions: new Int32Array(0),
};

function selection(size: number, positions: readonly number[]): Uint8Array {
  const t = new Uint8Array(size);
  for (const p of positions) if (p >= 0 && p < size) t[p] = 1;
  return t;
}

function facet(
  field: FacetField,
  kind: FacetState['kind'],
  size: number,
  selected: readonly number[],
  source: { column?: Int32Array; list?: ListColumn; floor?: number },
  value: FacetState['value'],
): FacetState {
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
 * Marks, for every candidate k (position candidates[k]), how many active facets it fails
 * (`fails[k]`) and the sum of their codes (`failed[k]`: the failed facet's code when exactly one
 * fails, the only case it is read). One tight loop per facet over typed arrays.
 */
function markFailures(
  f: FacetState,
  code: number,
  candidates: Int32Array,
  fails: Uint8Array,
  failed: Uint8Array,
): void {
  const m = candidates.length;
  const selected = f.selected;
  // Branch-free where it can be: whether a company passes is close to random, and mispredicted
  // branches cost more than the work.
  if (f.kind === SINGLE) {
    const column = f.column;
    for (let k = 0; k < m; k += 1) {
      const miss = (selected[column[candidates[k] as number] as number] as number) ^ 1;
      fails[k] = (fails[k] as number) + miss;
      failed[k] = (failed[k] as number) + miss * code;
    }
  } else if (f.kind === MASK) {
    const column = f.column;
    const mask = f.selectedMask;
    for (let k = 0; k < m; k += 1) {
      const miss = ((column[candidates[k] as number] as number) & mask) === 0 ? 1 : 0;
      fails[k] = (fails[k] as number) + miss;
      failed[k] = (failed[k] as number) + miss * code;
    }
  } else {
    const { start, values } = f.list;
    for (let k = 0; k < m; k += 1) {
      const p = candidates[k] as number;
      let found = false;
      for (let i = start[p] as number, end = start[p + 1] as number; i < end; i += 1) {
        if (selected[values[i] as number] === 1) {
          found = true;
          break;
        }
      }
      if (!found) {
        fails[k] = (fails[k] as number) + 1;
        failed[k] = (failed[k] as number) + code;
      }
    }
  }
}

// The candidates grouped by their state (see classify), so the counting loops below walk dense
// lists instead of testing every position's state: on random states those tests mispredict and
// cost more than the counting itself (measured: counting took about twice as long).
interface StateBuckets {
  positions: Int32Array;
  /** Bucket s (RESULT, or a facet's code) is positions[start[s]..start[s + 1]). */
  start: Int32Array;
}

// One loop per column layout, each with its arrays as arguments, so each stays monomorphic.
function countSingle(
  column: Int32Array,
  floor: number,
  counts: Int32Array,
  positions: Int32Array,
  from: number,
  to: number,
): void {
  for (let k = from; k < to; k += 1) {
    const v = column[positions[k] as number] as number;
    if (v >= floor) counts[v] = (counts[v] as number) + 1;
  }
}

function countList(
  start: Int32Array,
  values: Int32Array,
  counts: Int32Array,
  positions: Int32Array,
  from: number,
  to: number,
): void {
  for (let k = from; k < to; k += 1) {
    const p = positions[k] as number;
    for (let i = start[p] as number, end = start[p + 1] as number; i < end; i += 1) {
      const v = values[i] as number;
      counts[v] = (counts[v] as number) + 1;
    }
  }
}

/** For each value, how many of the positions having it are kept (keep[state] is 1). */
function countListByValue(
  byValue: Int32Array,
  positions: Int32Array,
  counts: Int32Array,
  state: Uint8Array,
  keep: Uint8Array,
): void {
  for (let v = 0, values = byValue.length - 1; v < values; v += 1) {
    let n = 0;
    for (let i = byValue[v] as number, end = byValue[v + 1] as number; i < end; i += 1)
      n += keep[state[positions[i] as number] as number] as number;
    counts[v] = (counts[v] as number) + n;
  }
}

/**
 * Adds to the facet's counts the values of the positions in state buckets RESULT and `code`. A
 * list facet counted for a large share of the companies walks its inverted lists instead (one
 * sequential, branch-free pass: about twice as fast as gathering each company's values).
 */
function count(f: FacetState, buckets: StateBuckets, state: Uint8Array, code: number): void {
  const { positions, start } = buckets;
  const size = (s: number): number => (start[s + 1] as number) - (start[s] as number);
  const listed = f.kind !== SINGLE;
  if (listed && size(RESULT) + size(code) > state.length / 4) {
    const keep = new Uint8Array(256);
    keep[RESULT] = 1;
    keep[code] = 1;
    countListByValue(f.list.byValue, f.list.positions, f.counts, state, keep);
    return;
  }
  for (const s of [RESULT, code]) {
    const from = start[s] as number;
    const to = start[s + 1] as number;
    if (listed) countList(f.list.start, f.list.values, f.counts, positions, from, to);
    else countSingle(f.column, f.floor, f.counts, positions, from, to);
  }
}

const maxKey = (map: ReadonlyMap<number, unknown>): number => {
  let max = 0;
  for (const key of map.keys()) if (key > max) max = key;
  return max;
};
const named = (names: ReadonlyMap<number, string>) => (p: number) => {
  const label = names.get(p);
  return label === undefined ? undefined : { value: String(p), label };
};
const enumerated =
  <T extends string>(all: readonly T[], labels: Record<T, string>, offset = 0) =>
  (p: number) => {
    const v = all[p - offset];
    return v === undefined ? undefined : { value: offset === 0 ? v : String(p), label: labels[v] };
  };

/** Per lookups (one per snapshot load), what every search needs of them: built once, not per request. */
const lookupSizes = new WeakMap<
  SearchLookups,
  { refSize: number; roleSize: number; countrySize: number; refValue: FacetState['value'] }
>();
function sizesOf(lookups: SearchLookups) {
  let sizes = lookupSizes.get(lookups);
  if (!sizes) {
    const refNames = new Map([...lookups.references].map(([id, r]) => [id, r.name]));
    sizes = {
      refSize: maxKey(lookups.references) + 1,
      roleSize: maxKey(lookups.roles) + 1,
      countrySize: maxKey(lookups.countries) + 1,
      refValue: named(refNames),
    };
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
    facet(
      'countryId',
      SINGLE,
      countrySize,
      f.countryId === null ? [] : [f.countryId],
      { column: c.country },
      named(lookups.countries),
    ),
    facet(
      'employeesNumberId',
      SINGLE,
      EMPLOYEE_BANDS.length + 1,
      f.employeesNumberId,
      { column: c.band },
      enumerated(EMPLOYEE_BANDS, BAND_LABELS, 1),
    ),
    facet(
      'siteType',
      SINGLE,
      SITE_TYPES.length,
      bits(SITE_TYPES, f.siteType),
      { column: c.siteType, floor: 0 },
      enumerated(SITE_TYPES, SITE_TYPE_LABELS),
    ),
    facet(
      'patientCareSettings',
      MASK,
      PATIENT_CARE_SETTINGS.length,
      bits(PATIENT_CARE_SETTINGS, f.patientCareSettings),
      { column: c.care, list: c.careBits },
      enumerated(PATIENT_CARE_SETTINGS, CARE_LABELS),
    ),
    facet(
      'badges',
      MASK,
      COMPANY_BADGES.length,
      bits(COMPANY_BADGES, f.badges),
      { column: c.badge, list: c.badgeBits },
      enumerated(COMPANY_BADGES, BADGE_LABELS),
    ),
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

/** A 0/1 flag per position for the given partner ids (null when there is no partner rule). */
function partnerFlagsOf(c: SearchColumns, ids: ReadonlySet<number> | null): Uint8Array | null {
  if (!ids) return null;
  const flags = scratchArray('partners', c.size, 0);
  for (const id of ids) {
    const p = positionOf(c, id);
    if (p >= 0) flags[p] = 1;
  }
  return flags;
}

/** Facet counts of the unfiltered search, per snapshot: the same for every such query. */
const unfilteredFacets = new WeakMap<SearchColumns, Facet[]>();

/** What a position is after the filter pass: a result, out, or failing only the facet `code - 1`. */
const RESULT = 0;
const OUT = 255;
/** classify's state by level: 0 a result, 1 failing one facet (its code is added), 2 out. */
const CODE_OF_LEVEL = Uint8Array.of(RESULT, 0, OUT);

/**
 * The pass's large work arrays, kept from search to search: runSearch is synchronous, so one set
 * serves every search, and fresh arrays per search (over half a megabyte at 100,000 companies)
 * would mostly be garbage for the collector to chase. Each use takes a filled view of the length.
 */
const scratch = {
  fails: new Uint8Array(0),
  failed: new Uint8Array(0),
  state: new Uint8Array(0),
  partners: new Uint8Array(0),
  positions: new Int32Array(0),
};
function scratchArray<K extends keyof typeof scratch>(key: K, length: number, fill: number): (typeof scratch)[K] {
  if (scratch[key].length < length)
    scratch[key] = (key === 'positions' ? new Int32Array(length) : new Uint8Array(length)) as (typeof scratch)[K];
  const view = scratch[key].subarray(0, length) as (typeof scratch)[K];
  view.fill(fill);
  return view;
}

/** Every position, ascending, per columns: the candidates of a search without text. */
const everyPosition = new WeakMap<SearchColumns, Int32Array>();
function allPositions(c: SearchColumns): Int32Array {
  let all = everyPosition.get(c);
  if (!all) {
    all = Int32Array.from({ length: c.size }, (_, p) => p);
    everyPosition.set(c, all);
  }
  return all;
}

/**
 * The filter pass over the candidates (the text's matches, else every company) in position order:
 * the state of each position (RESULT, OUT, or the code of the one facet it fails; OUT for every
 * non-candidate), the candidates grouped by state, and the number of results.
 */
function classify(
  c: SearchColumns,
  query: EngineQuery,
  facets: readonly FacetState[],
): { state: Uint8Array; buckets: StateBuckets; total: number } {
  const candidates = query.textMatches?.ascending ?? allPositions(c);
  const m = candidates.length;
  const fails = scratchArray('fails', m, 0);
  const failed = scratchArray('failed', m, 0);
  facets.forEach((f, i) => {
    if (f.active) markFailures(f, i + 1, candidates, fails, failed);
  });
  const required = requiredFlags(query.filters);
  const partners = partnerFlagsOf(c, query.partners?.ids ?? null);
  const partnerWanted = query.partners !== null && query.partners.only ? 1 : 0;
  const flags = c.flags;
  const state = scratchArray('state', c.size, OUT);
  const start = new Int32Array(257);
  // Without a partner rule: no company is a partner and none is wanted, so none is out.
  const partnerFlags = partners ?? scratchArray('partners', c.size, 0);
  for (let k = 0; k < m; k += 1) {
    const p = candidates[k] as number;
    // Branch-free (as in markFailures): 0 passes, 1 fails one facet, 2 is out.
    const out =
      (((flags[p] as number) & required) === required ? 0 : 1) | ((partnerFlags[p] as number) ^ partnerWanted);
    const level = Math.min(2, (fails[k] as number) + out * 2);
    const s = (CODE_OF_LEVEL[level] as number) + (level === 1 ? 1 : 0) * (failed[k] as number);
    state[p] = s;
    start[s + 1] = (start[s + 1] as number) + 1;
  }
  for (let s = 1; s <= 256; s += 1) start[s] = (start[s] as number) + (start[s - 1] as number);
  const next = start.slice(0, 256);
  const positions = scratchArray('positions', m, 0);
  for (let k = 0; k < m; k += 1) {
    const p = candidates[k] as number;
    const s = state[p] as number;
    positions[next[s] as number] = p;
    next[s] = (next[s] as number) + 1;
  }
  return { state, buckets: { positions, start }, total: (start[RESULT + 1] as number) - (start[RESULT] as number) };
}

/** Facet counts: results count in every facet, positions failing one facet in that facet only. */
function countFacets(facets: readonly FacetState[], state: Uint8Array, buckets: StateBuckets): void {
  facets.forEach((f, i) => count(f, buckets, state, i + 1));
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
 * The page in result order: text matches by relevance, or a pre-sorted column, stopping at the
 * page's end (deep pages of a sort walk only as far as the page).
 */
function walk(c: SearchColumns, query: EngineQuery, state: Uint8Array | null, start: number, end: number): number[] {
  const ids: number[] = [];
  let seen = 0;
  const visit = (p: number): boolean => {
    if (state !== null && state[p] !== RESULT) return true;
    if (seen >= start) ids.push(c.id[p] as number);
    seen += 1;
    return seen < end;
  };
  if (query.sort.field === 'relevance' && query.textMatches) {
    const { positions } = query.textMatches;
    for (let i = 0; i < positions.length; i += 1) if (!visit(positions[i] as number)) break;
    return ids;
  }
  const { order, reverse } = ordered(c, query.sort);
  for (let k = 0, n = order.length; k < n; k += 1) if (!visit(order[reverse ? n - 1 - k : k] as number)) break;
  return ids;
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
  const unfiltered =
    !facets.some((f) => f.active) &&
    requiredFlags(query.filters) === 0 &&
    query.textMatches === null &&
    query.partners === null;
  const known = unfiltered ? unfilteredFacets.get(c) : undefined;
  if (known) return { ids: walk(c, query, null, start, end), total: c.size, facets: known };
  const { state, buckets, total } = classify(c, query, facets);
  countFacets(facets, state, buckets);
  const result = { ids: walk(c, query, state, start, end), total, facets: facetValues(facets) };
  if (unfiltered) unfilteredFacets.set(c, result.facets);
  return result;
}

import { BAND_LABELS, COMPANY_BADGES, EMPLOYEE_BANDS, PATIENT_CARE_SETTINGS, SITE_TYPES } from '../company/index.js';
import type { ListColumn } from './search.columns.js';
import type { Facet, FacetField, FacetValue, SearchFilters } from './search.index.js';
import { BADGE_LABELS, byCountThenLabel, CARE_LABELS, SITE_TYPE_LABELS } from './search.model.js';
import type { SearchLookups, SearchSnapshot } from './search.snapshot.js';

export const SINGLE = 0;
export const LIST = 1;
export const MASK = 2;

/** One facet during a pass: what it reads, which values are selected, its counts. */
export interface FacetState {
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

/** The facets of a search over a snapshot: selections from the filters, counts still 0. */
export function facetStates(f: SearchFilters, snapshot: SearchSnapshot): FacetState[] {
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

/** The counted values (and selected ones, with 0) of each facet, in value order, then sorted for display. */
export function facetValues(facets: readonly FacetState[]): Facet[] {
  return facets.map((f): Facet => {
    const values: FacetValue[] = [];
    for (let v = 0; v < f.counts.length; v += 1) {
      const n = f.counts[v] as number;
      if (n === 0 && f.selected[v] !== 1) continue;
      const value = f.value(v);
      if (value) values.push({ ...value, count: n });
    }
    values.sort(byCountThenLabel);
    return { field: f.field, values };
  });
}

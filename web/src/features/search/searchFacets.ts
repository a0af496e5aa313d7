import { ENUM_FILTER_OPTIONS } from './searchFilters';
import type { ListFilterKey, ParentMap } from './searchState';

/** A facet as the server answers it: the counts of one filter's values under the other filters. */
export interface FacetData {
  field: string;
  values: ReadonlyArray<{ value: string; label: string; count: number }>;
}

/** A value the client knows (reference data, countries, business types, bands). */
export interface KnownValue {
  id: string;
  label: string;
}

export interface FacetOption {
  id: string;
  label: string;
  /** Null when the server sent no counts for this filter. */
  count: number | null;
  /** 0 for top-level values, 1 for their children... */
  depth: number;
}

export function findFacet(facets: readonly FacetData[], field: string): FacetData | undefined {
  return facets.find((facet) => facet.field === field);
}

/**
 * The options one filter offers: the facet's values with their counts (plus chosen values the
 * facet left out, at 0, so they can still be unticked), or every known value without counts
 * when the server sent no facet for it. Labels prefer the client's own wording.
 */
export function facetOptions(
  key: ListFilterKey | 'countryId',
  facets: readonly FacetData[],
  known: readonly KnownValue[],
  selected: readonly string[],
): Omit<FacetOption, 'depth'>[] {
  const enumLabels = key === 'countryId' ? undefined : ENUM_FILTER_OPTIONS[key];
  const knownValues = enumLabels ? Object.entries(enumLabels).map(([id, label]) => ({ id, label })) : known;
  const labels = new Map(knownValues.map((value) => [value.id, value.label]));
  const facet = findFacet(facets, key);
  const options: Omit<FacetOption, 'depth'>[] = facet
    ? facet.values.map(({ value, label, count }) => ({ id: value, label: labels.get(value) ?? label, count }))
    : knownValues.map((value) => ({ id: value.id, label: value.label, count: null }));
  const offered = new Set(options.map((option) => option.id));
  for (const id of selected) {
    if (!offered.has(id)) options.push({ id, label: labels.get(id) ?? id, count: facet ? 0 : null });
  }
  return options;
}

/**
 * Orders options as a tree: each value followed by its children, and children shown only
 * while their parent (or they themselves) are chosen, as spec §5 ties children to parents.
 */
export function nestOptions(
  options: readonly Omit<FacetOption, 'depth'>[],
  parents: ParentMap,
  selected: readonly string[],
): FacetOption[] {
  const ids = new Set(options.map((option) => option.id));
  const parentOf = (id: string) => {
    const parent = parents.get(id) ?? null;
    return parent !== null && ids.has(parent) ? parent : null;
  };
  const children = new Map<string, Omit<FacetOption, 'depth'>[]>();
  const roots: Omit<FacetOption, 'depth'>[] = [];
  for (const option of options) {
    const parent = parentOf(option.id);
    if (parent === null) roots.push(option);
    else children.set(parent, [...(children.get(parent) ?? []), option]);
  }
  // A chosen value deep in the tree keeps the branch leading to it open.
  const chosenBelow = (id: string, seen: Set<string> = new Set()): boolean => {
    if (seen.has(id)) return false;
    seen.add(id);
    return selected.includes(id) || (children.get(id) ?? []).some((child) => chosenBelow(child.id, seen));
  };
  const result: FacetOption[] = [];
  const visit = (option: Omit<FacetOption, 'depth'>, depth: number, seen: Set<string>) => {
    if (seen.has(option.id)) return;
    seen.add(option.id);
    result.push({ ...option, depth });
    for (const child of children.get(option.id) ?? []) {
      if (selected.includes(option.id) || chosenBelow(child.id)) visit(child, depth + 1, seen);
    }
  };
  const seen = new Set<string>();
  for (const root of roots) visit(root, 0, seen);
  return result;
}

/** A switch's count: the facet's `true` value (or its only value). */
export function flagCount(facets: readonly FacetData[], key: string): number | null {
  const facet = findFacet(facets, key);
  if (!facet) return null;
  const value =
    facet.values.find((item) => item.value.toLowerCase() === 'true') ??
    (facet.values.length === 1 ? facet.values[0] : undefined);
  return value ? value.count : null;
}

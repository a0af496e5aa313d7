import type { SearchPageReferencesQuery } from '../../__generated__/graphql';
import type { SearchReferences } from './components/FacetPanel';
import type { FacetData } from './searchFacets';
import type { ListFilterKey } from './searchState';

const KIND_FILTERS = {
  SERVICES: 'servicesIds',
  PRODUCTS: 'productsIds',
  THERAPEUTIC_AREAS: 'therapeuticAreasIds',
  REGIONS: 'regionsIds',
} as const satisfies Partial<Record<string, ListFilterKey>>;

/** The client's knowledge of filter values, from the public reference queries. */
export function buildSearchReferences(data: SearchPageReferencesQuery | undefined): SearchReferences {
  const known: SearchReferences['known'] = {};
  const parents = new Map<string, string | null>();
  if (!data) return { known, parents };
  for (const item of data.referenceItems) {
    parents.set(item.id, item.parentId ?? null);
    const key = KIND_FILTERS[item.kind as keyof typeof KIND_FILTERS] as ListFilterKey | undefined;
    if (key) known[key] = [...(known[key] ?? []), { id: item.id, label: item.name }];
  }
  known.companyRoleIds = data.roles.map((role) => ({ id: role.id, label: role.name }));
  known.employeesNumberId = data.employeeBands.map((band) => ({ id: band.id, label: band.label }));
  known.countryId = data.countries.map((country) => ({ id: country.id, label: country.name }));
  return { known, parents };
}

/** Labels for the chips: what the client knows, then what the facets say. */
export function chipLabels(
  references: SearchReferences,
  facets: readonly FacetData[],
): Partial<Record<ListFilterKey | 'countryId', ReadonlyMap<string, string>>> {
  const labels: Partial<Record<ListFilterKey | 'countryId', Map<string, string>>> = {};
  for (const facet of facets) {
    const map = new Map(facet.values.map(({ value, label }) => [value, label]));
    labels[facet.field as ListFilterKey] = map;
  }
  for (const [key, values] of Object.entries(references.known) as [
    ListFilterKey | 'countryId',
    readonly { id: string; label: string }[],
  ][]) {
    const map = labels[key] ?? new Map<string, string>();
    for (const value of values) map.set(value.id, value.label);
    labels[key] = map;
  }
  return labels;
}

// Test support for the in-memory engine's unit tests (no tests here): a snapshot of synthetic
// companies over fixed lookups, and engine queries.
import { buildColumns } from './search.columns.js';
import type { EngineQuery, runSearch } from './search.engine.js';
import { NO_FILTERS } from './search.testing.js';
import type { SearchFilters } from './search.index.js';
import type { IndexedCompany } from './search.model.js';
import type { SearchLookups, SearchSnapshot } from './search.snapshot.js';

export const lookups: SearchLookups = {
  references: new Map([
    [1, { kind: 'SERVICES', name: 'Clinical Monitoring', parentId: null }],
    [2, { kind: 'SERVICES', name: 'Risk-Based Monitoring', parentId: 1 }],
    [3, { kind: 'SERVICES', name: 'Data Management', parentId: null }],
    [4, { kind: 'PRODUCTS', name: 'EDC', parentId: null }],
    [5, { kind: 'REGIONS', name: 'Europe', parentId: null }],
  ]),
  countries: new Map([
    [1, 'United States'],
    [2, 'Germany'],
  ]),
  roles: new Map([
    [1, 'Clinical Trial Sponsor'],
    [2, 'Clinical Trial Site/Site Network'],
    [3, 'CRO'],
  ]),
};

let nextId = 1;
export function buildIndexed(overrides: Partial<IndexedCompany>): IndexedCompany {
  const id = overrides.id ?? nextId++;
  return {
    id,
    roleId: 3,
    countryId: 1,
    band: 1,
    siteType: -1,
    careMask: 0,
    badgeMask: 0,
    flags: 0,
    services: [],
    products: [],
    areas: [],
    regions: [],
    nameKey: `company ${id}`,
    rating: 0,
    reviewCount: 0,
    createdAt: id * 1000,
    updatedAt: id * 1000,
    ...overrides,
  };
}

export function snapshotOf(companies: IndexedCompany[]): SearchSnapshot {
  return {
    generation: 1,
    epoch: 0,
    companies: new Map(companies.map((c) => [c.id, c])),
    columns: buildColumns(companies),
    lookups,
  };
}

export const query = (
  overrides: Omit<Partial<EngineQuery>, 'filters'> & { filters?: Partial<SearchFilters> } = {},
): EngineQuery => ({
  textMatches: null,
  partners: null,
  sort: { field: 'name', direction: 'ASC' },
  page: 0,
  size: 10,
  facets: true,
  ...overrides,
  filters: { ...NO_FILTERS, ...overrides.filters },
});

/** A facet's counts by label. */
export const facet = (result: ReturnType<typeof runSearch>, field: string): Record<string, number> =>
  Object.fromEntries((result.facets.find((f) => f.field === field)?.values ?? []).map((v) => [v.label, v.count]));

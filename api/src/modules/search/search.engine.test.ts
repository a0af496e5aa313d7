import { describe, expect, it } from 'vitest';
import { SITE_TYPES } from '../company/company.table.js';
import { buildColumns } from './search.columns.js';
import { type EngineQuery, runSearch, type SearchFilters, textMatchSet } from './search.engine.js';
import type { SearchLookups, SearchSnapshot } from './search.index.js';
import { createRandom } from '../../seed/prng.js';
import { careBit, FLAG, type IndexedCompany } from './search.model.js';

const NO_FILTERS: SearchFilters = {
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
};

const lookups: SearchLookups = {
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
function buildIndexed(overrides: Partial<IndexedCompany>): IndexedCompany {
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
    createdAt: id * 1000,
    updatedAt: id * 1000,
    ...overrides,
  };
}

function snapshotOf(companies: IndexedCompany[]): SearchSnapshot {
  return {
    generation: 1,
    epoch: 0,
    companies: new Map(companies.map((c) => [c.id, c])),
    columns: buildColumns(companies),
    lookups,
  };
}

const query = (
  overrides: Omit<Partial<EngineQuery>, 'filters'> & { filters?: Partial<SearchFilters> } = {},
): EngineQuery => ({
  textMatches: null,
  partners: null,
  sort: { field: 'name', direction: 'ASC' },
  page: 0,
  size: 10,
  ...overrides,
  filters: { ...NO_FILTERS, ...overrides.filters },
});

const facet = (result: ReturnType<typeof runSearch>, field: string) =>
  Object.fromEntries((result.facets.find((f) => f.field === field)?.values ?? []).map((v) => [v.label, v.count]));

describe('runSearch', () => {
  const alpha = buildIndexed({
    id: 1,
    nameKey: 'alpha',
    roleId: 3,
    services: [1, 2],
    countryId: 1,
    flags: FLAG.minorityOwned | FLAG.claimed,
  });
  const bravo = buildIndexed({ id: 2, nameKey: 'bravo', roleId: 3, services: [3], countryId: 2 });
  const charlie = buildIndexed({
    id: 3,
    nameKey: 'charlie',
    roleId: 1,
    services: [],
    countryId: 1,
    flags: FLAG.claimed,
  });
  const delta = buildIndexed({
    id: 4,
    nameKey: 'delta',
    roleId: 2,
    siteType: 1,
    careMask: careBit('INPATIENT') | careBit('HOME_VISITS'),
    countryId: 2,
  });
  const snapshot = snapshotOf([delta, charlie, bravo, alpha]);

  it('lists everything alphabetically with facet counts when nothing filters', () => {
    const result = runSearch(snapshot, query());
    expect(result).toMatchObject({ ids: [1, 2, 3, 4], total: 4 });
    expect(facet(result, 'companyRoleIds')).toEqual({
      CRO: 2,
      'Clinical Trial Sponsor': 1,
      'Clinical Trial Site/Site Network': 1,
    });
    expect(facet(result, 'countryId')).toEqual({ 'United States': 2, Germany: 2 });
    expect(facet(result, 'siteType')).toEqual({ Hospital: 1 });
    expect(facet(result, 'patientCareSettings')).toEqual({ Inpatient: 1, 'Home visits': 1 });
  });

  it('counts each facet under the other filters only when filters are set (disjunctive)', () => {
    const result = runSearch(snapshot, query({ filters: { companyRoleIds: [3], countryId: 1 } }));
    expect(result).toMatchObject({ ids: [1], total: 1 });
    // Roles ignore the role filter but keep the country one: alpha (CRO) and charlie (sponsor) are in the US.
    expect(facet(result, 'companyRoleIds')).toEqual({ CRO: 1, 'Clinical Trial Sponsor': 1 });
    // Countries ignore the country filter but keep the role one: the CROs alpha (US) and bravo (DE).
    expect(facet(result, 'countryId')).toEqual({ 'United States': 1, Germany: 1 });
    expect(facet(result, 'servicesIds')).toEqual({ 'Clinical Monitoring': 1, 'Risk-Based Monitoring': 1 });
  });

  it('matches any selected value within a filter and keeps selected values with no results', () => {
    const result = runSearch(snapshot, query({ filters: { servicesIds: [3, 4] } }));
    expect(result.ids).toEqual([2]);
    // id 4 is a product, selected in the wrong list: listed with 0 so the client can show and remove it.
    expect(result.facets.find((f) => f.field === 'servicesIds')?.values).toContainEqual({
      value: '4',
      label: 'EDC',
      count: 0,
    });
  });

  it('restricts by flags only when they are true', () => {
    expect(runSearch(snapshot, query({ filters: { claimedOnly: true } })).ids).toEqual([1, 3]);
    expect(runSearch(snapshot, query({ filters: { claimedOnly: true, minorityOwned: true } })).ids).toEqual([1]);
  });

  it('keeps out or keeps only the partners as asked', () => {
    expect(runSearch(snapshot, query({ partners: { ids: new Set([2, 4]), only: true } })).ids).toEqual([2, 4]);
    expect(runSearch(snapshot, query({ partners: { ids: new Set([2, 4]), only: false } })).ids).toEqual([1, 3]);
  });

  it('walks text matches in relevance order and other sorts in their own order, restricted to the matches', () => {
    expect(
      runSearch(
        snapshot,
        query({
          textMatches: textMatchSet(snapshot.columns, [4, 1, 99]),
          sort: { field: 'relevance', direction: 'DESC' },
        }),
      ).ids,
    ).toEqual([4, 1]);
    expect(
      runSearch(
        snapshot,
        query({ textMatches: textMatchSet(snapshot.columns, [4, 1]), sort: { field: 'name', direction: 'DESC' } }),
      ).ids,
    ).toEqual([4, 1]);
    expect(
      runSearch(
        snapshot,
        query({ textMatches: textMatchSet(snapshot.columns, [4, 1]), sort: { field: 'createdAt', direction: 'DESC' } }),
      ).ids,
    ).toEqual([4, 1]);
    expect(
      runSearch(
        snapshot,
        query({ textMatches: textMatchSet(snapshot.columns, [4, 1]), sort: { field: 'createdAt', direction: 'ASC' } }),
      ).ids,
    ).toEqual([1, 4]);
  });

  it('sorts relevance without text alphabetically, updates newest first, ties by id', () => {
    const tied = snapshotOf([
      buildIndexed({ id: 7, nameKey: 'same', updatedAt: 5 }),
      buildIndexed({ id: 6, nameKey: 'same', updatedAt: 5 }),
      buildIndexed({ id: 8, nameKey: 'other', updatedAt: 9 }),
    ]);
    expect(runSearch(tied, query({ sort: { field: 'relevance', direction: 'DESC' } })).ids).toEqual([8, 6, 7]);
    expect(runSearch(tied, query({ sort: { field: 'updatedAt', direction: 'DESC' } })).ids).toEqual([8, 6, 7]);
  });

  it('pages by zero-based page and size and counts the total', () => {
    const result = runSearch(snapshot, query({ page: 1, size: 3 }));
    expect(result).toMatchObject({ ids: [4], total: 4 });
    expect(runSearch(snapshot, query({ page: 5, size: 3 })).ids).toEqual([]);
  });

  it('answers the unfiltered search from remembered facets with the same counts', () => {
    const first = runSearch(snapshot, query({ page: 0, size: 2 }));
    const second = runSearch(snapshot, query({ page: 1, size: 2, sort: { field: 'name', direction: 'DESC' } }));
    expect(second.ids).toEqual([2, 1]);
    expect(second.facets).toEqual(first.facets);
  });

  it('finds a deep page and the facets of a larger set the same as walking everything would', () => {
    // 300 companies: every third a CRO in Germany, names in reverse id order.
    const many = Array.from({ length: 300 }, (_, i) =>
      buildIndexed({
        id: 1000 + i,
        nameKey: `n${String(999 - i).padStart(3, '0')}`,
        roleId: i % 3 === 0 ? 3 : 1,
        countryId: i % 3 === 0 ? 2 : 1,
        services: i % 2 === 0 ? [1, 2] : [3],
      }),
    );
    const big = snapshotOf(many);
    const result = runSearch(big, query({ page: 3, size: 7, filters: { companyRoleIds: [3] } }));
    const expected = many.filter((c) => c.roleId === 3).sort((a, b) => (a.nameKey < b.nameKey ? -1 : 1));
    expect(result.total).toBe(100);
    expect(result.ids).toEqual(expected.slice(21, 28).map((c) => c.id));
    // Roles ignore the role filter (all 300); countries keep it (the 100 CROs are all in Germany).
    expect(facet(result, 'companyRoleIds')).toEqual({ CRO: 100, 'Clinical Trial Sponsor': 200 });
    expect(facet(result, 'countryId')).toEqual({ Germany: 100 });
    expect(facet(result, 'servicesIds')).toEqual({
      'Clinical Monitoring': 50,
      'Risk-Based Monitoring': 50,
      'Data Management': 50,
    });
  });

  it('ignores text matches and partners that are not in the snapshot, and repeated matches', () => {
    expect(Array.from(textMatchSet(snapshot.columns, [3, 99, 3, 2]).positions)).toHaveLength(2);
    expect(
      runSearch(
        snapshot,
        query({
          textMatches: textMatchSet(snapshot.columns, Int32Array.from([99, 3, -1, 2])),
          sort: { field: 'relevance', direction: 'DESC' },
        }),
      ).ids,
    ).toEqual([3, 2]);
    expect(
      runSearch(
        snapshot,
        query({ textMatches: textMatchSet(snapshot.columns, [99]), sort: { field: 'name', direction: 'ASC' } }),
      ).total,
    ).toBe(0);
  });

  it('counts every facet and pages exactly as a plain filter over each company would, with and without text and partners', () => {
    // Random companies and searches, checked against the definition: a company counts for a
    // facet value when it has the value and passes every filter but that facet's own.
    const random = createRandom(4242);
    const some = (values: number[], most: number) => [
      ...new Set(Array.from({ length: random.int(0, most) }, () => random.pick(values))),
    ];
    const companies = Array.from({ length: 1500 }, (_, i) =>
      buildIndexed({
        id: 10 + i * 2,
        nameKey: `k${random.int(0, 400)}`,
        roleId: random.int(1, 3),
        countryId: random.int(0, 2),
        band: random.int(0, 3),
        siteType: random.int(-1, 1),
        careMask: random.int(0, 3),
        badgeMask: random.int(0, 1),
        flags: random.int(0, 3),
        services: some([1, 2, 3], 3),
        products: some([4], 1),
        regions: some([5], 1),
      }),
    );
    const big = snapshotOf(companies);
    type Test = (c: IndexedCompany) => boolean;
    for (let round = 0; round < 40; round += 1) {
      const filters: Partial<SearchFilters> = {
        companyRoleIds: some([1, 2, 3], 2),
        servicesIds: some([1, 2, 3], 1),
        countryId: random.next() < 0.3 ? random.int(1, 2) : null,
        employeesNumberId: some([1, 2, 3], 1),
        siteType: random.next() < 0.2 ? ['HOSPITAL' as const] : [],
        patientCareSettings: random.next() < 0.3 ? ['INPATIENT' as const] : [],
        minorityOwned: random.next() < 0.2,
      };
      const text = random.next() < 0.5 ? companies.filter(() => random.next() < 0.4).map((c) => c.id) : null;
      const partners =
        random.next() < 0.3
          ? { ids: new Set(companies.filter(() => random.next() < 0.5).map((c) => c.id)), only: random.next() < 0.5 }
          : null;
      const page = random.int(0, 3);
      const result = runSearch(
        big,
        query({ filters, textMatches: text ? textMatchSet(big.columns, text) : null, partners, page, size: 25 }),
      );

      const inText = new Set(text ?? []);
      const base: Test = (c) =>
        (text === null || inText.has(c.id)) &&
        (partners === null || partners.ids.has(c.id) === partners.only) &&
        (!filters.minorityOwned || (c.flags & FLAG.minorityOwned) !== 0);
      const rules: Record<string, Test> = {
        companyRoleIds: (c) => !filters.companyRoleIds?.length || filters.companyRoleIds.includes(c.roleId),
        servicesIds: (c) => !filters.servicesIds?.length || c.services.some((v) => filters.servicesIds?.includes(v)),
        countryId: (c) => filters.countryId === null || c.countryId === filters.countryId,
        employeesNumberId: (c) => !filters.employeesNumberId?.length || filters.employeesNumberId.includes(c.band),
        siteType: (c) => !filters.siteType?.length || c.siteType === SITE_TYPES.indexOf('HOSPITAL'),
        patientCareSettings: (c) => !filters.patientCareSettings?.length || (c.careMask & careBit('INPATIENT')) !== 0,
      };
      const passes = (c: IndexedCompany, except?: string) =>
        base(c) && Object.entries(rules).every(([field, rule]) => field === except || rule(c));
      const results = companies
        .filter((c) => passes(c))
        .sort((a, b) => (a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : a.id - b.id));
      expect(result.total).toBe(results.length);
      expect(result.ids).toEqual(results.slice(page * 25, page * 25 + 25).map((c) => c.id));
      const counted = (field: string, has: (c: IndexedCompany) => boolean) =>
        companies.filter((c) => passes(c, field) && has(c)).length;
      expect(facet(result, 'companyRoleIds')['CRO'] ?? 0).toBe(counted('companyRoleIds', (c) => c.roleId === 3));
      expect(facet(result, 'servicesIds')['Data Management'] ?? 0).toBe(
        counted('servicesIds', (c) => c.services.includes(3)),
      );
      expect(facet(result, 'servicesIds')['Clinical Monitoring'] ?? 0).toBe(
        counted('servicesIds', (c) => c.services.includes(1)),
      );
      expect(facet(result, 'countryId')['Germany'] ?? 0).toBe(counted('countryId', (c) => c.countryId === 2));
      expect(facet(result, 'patientCareSettings')['Inpatient'] ?? 0).toBe(
        counted('patientCareSettings', (c) => (c.careMask & careBit('INPATIENT')) !== 0),
      );
      expect(facet(result, 'productsIds')['EDC'] ?? 0).toBe(counted('productsIds', (c) => c.products.includes(4)));
    }
  });
});

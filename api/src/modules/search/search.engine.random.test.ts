import { describe, expect, it } from 'vitest';
import { createRandom } from '../../seed/prng.js';
import { SITE_TYPES } from '../company/index.js';
import { runSearch, textMatchSet } from './search.engine.js';
import { buildIndexed, facet, query, snapshotOf } from './search.engine.fixtures.js';
import type { SearchFilters } from './search.index.js';
import { careBit, FLAG, type IndexedCompany } from './search.model.js';

describe('runSearch against its definition', () => {
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

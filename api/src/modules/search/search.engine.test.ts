import { describe, expect, it } from 'vitest';
import { runSearch, textMatchSet } from './search.engine.js';
import { buildIndexed, facet, query, snapshotOf } from './search.engine.fixtures.js';
import { careBit, FLAG } from './search.model.js';

// The in-memory engine on synthetic snapshots. The same behaviour through the database, for both
// search indexes, is in search.index.test.ts.
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
});

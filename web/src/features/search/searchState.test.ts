import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  addFilterValues,
  clearFilters,
  initialSearchState,
  removeActiveFilter,
  removeFilterValues,
  setFilterValues,
  withCountry,
  withFlag,
  withPage,
  withPartnerInclusion,
  withSearchString,
  withSort,
} from './searchState';
import type { ListFilterKey, SearchState } from './searchState';

/** A state on page 3 with the given list values. */
function stateWith(
  lists: Partial<Record<ListFilterKey, string[]>> = {},
  overrides: Partial<SearchState> = {},
): SearchState {
  const base = initialSearchState();
  return { ...base, page: 3, ...overrides, lists: { ...base.lists, ...lists } };
}

// Reference hierarchy: Europe > Germany > Bavaria; Europe > France; Oncology > Breast Cancer (an
// indication); Data Management > Data Cleaning.
const parents = new Map<string, string | null>([
  ['europe', null],
  ['germany', 'europe'],
  ['bavaria', 'germany'],
  ['france', 'europe'],
  ['oncology', null],
  ['breast-cancer', 'oncology'],
  ['data-management', null],
  ['data-cleaning', 'data-management'],
]);

describe('withSearchString', () => {
  it.each([
    ['trims the text and resets the page when the text changes', 'oncology', '  cro  ', 'cro', 0],
    ['keeps the state when only surrounding spaces differ', 'cro', ' cro ', 'cro', 3],
    ['clears the text and resets the page when emptied', 'cro', '   ', '', 0],
  ])('%s', (_name, before, typed, text, page) => {
    const next = withSearchString(stateWith({}, { searchString: before }), typed);
    expect(next.searchString).toBe(text);
    expect(next.page).toBe(page);
  });
});

describe('addFilterValues', () => {
  it.each<[string, string[], string[], string[], number]>([
    ['adds new values and resets the page when a value is added', [], ['a'], ['a'], 0],
    ['skips values already present when some are added again', ['a'], ['a', 'b'], ['a', 'b'], 0],
    ['keeps the page when every value is already present', ['a', 'b'], ['b', 'a'], ['a', 'b'], 3],
    ['adds a value once when it is given twice', [], ['c', 'c'], ['c'], 0],
    ['ignores empty values when adding', [], [''], [], 3],
  ])('%s', (_name, present, added, expected, page) => {
    const next = addFilterValues(stateWith({ servicesIds: present }), 'servicesIds', added);
    expect(next.lists.servicesIds).toEqual(expected);
    expect(next.page).toBe(page);
  });
});

describe('removeFilterValues', () => {
  it.each<
    [string, ListFilterKey, Partial<Record<ListFilterKey, string[]>>, string, Partial<Record<ListFilterKey, string[]>>]
  >([
    [
      'removes a region and its countries when the region is removed',
      'regionsIds',
      { regionsIds: ['europe', 'germany', 'france', 'asia'] },
      'europe',
      { regionsIds: ['asia'] },
    ],
    [
      'removes grandchildren when their grandparent is removed',
      'regionsIds',
      { regionsIds: ['europe', 'bavaria'] },
      'europe',
      { regionsIds: [] },
    ],
    [
      'keeps the parent when only a child is removed',
      'regionsIds',
      { regionsIds: ['europe', 'germany'] },
      'germany',
      { regionsIds: ['europe'] },
    ],
    [
      'removes a sub-service when its service is removed',
      'servicesIds',
      { servicesIds: ['data-management', 'data-cleaning'] },
      'data-management',
      { servicesIds: [] },
    ],
    [
      'removes children held by another reference filter',
      'therapeuticAreasIds',
      { therapeuticAreasIds: ['oncology'], servicesIds: ['breast-cancer'] },
      'oncology',
      { therapeuticAreasIds: [], servicesIds: [] },
    ],
    [
      'leaves non-reference filters alone when a reference value is removed',
      'regionsIds',
      { regionsIds: ['europe'], companyRoleIds: ['germany'] },
      'europe',
      { regionsIds: [], companyRoleIds: ['germany'] },
    ],
  ])('%s', (_name, key, lists, value, expected) => {
    const next = removeFilterValues(stateWith(lists), key, [value], parents);
    for (const [listKey, values] of Object.entries(expected))
      expect(next.lists[listKey as ListFilterKey]).toEqual(values);
    expect(next.page).toBe(0);
  });

  it('keeps the state and its page when the value is not present', () => {
    const state = stateWith({ regionsIds: ['asia'] });
    expect(removeFilterValues(state, 'regionsIds', ['europe'], parents)).toBe(state);
  });

  it('stops when the hierarchy has a cycle', () => {
    const cyclic = new Map([
      ['x', 'y'],
      ['y', 'x'],
    ]);
    expect(
      removeFilterValues(stateWith({ regionsIds: ['x', 'y', 'z'] }), 'regionsIds', ['z'], cyclic).lists.regionsIds,
    ).toEqual(['x', 'y']);
  });
});

describe('setFilterValues', () => {
  it.each<[string, string[], string[], string[], number]>([
    [
      'replaces the value and resets the page when another is chosen',
      ['HOSPITAL'],
      ['PHASE_1_UNIT'],
      ['PHASE_1_UNIT'],
      0,
    ],
    ['clears the filter when nothing is chosen', ['HOSPITAL'], [], [], 0],
    ['keeps the state when the same value is chosen', ['HOSPITAL'], ['HOSPITAL'], ['HOSPITAL'], 3],
  ])('%s', (_name, present, chosen, expected, page) => {
    const next = setFilterValues(stateWith({ siteType: present }), 'siteType', chosen);
    expect(next.lists.siteType).toEqual(expected);
    expect(next.page).toBe(page);
  });
});

describe('single-value updates', () => {
  it.each<[string, (state: SearchState) => SearchState, Partial<SearchState>]>([
    ['turns a flag on and resets the page', (state) => withFlag(state, 'womenOwned', true), { page: 0 }],
    [
      'sets the country and resets the page',
      (state) => withCountry(state, 'country-de'),
      { page: 0, countryId: 'country-de' },
    ],
    ['treats an empty country as none', (state) => withCountry(state, ''), { page: 3, countryId: null }],
    [
      'changes partner inclusion and resets the page',
      (state) => withPartnerInclusion(state, 'ONLY_PARTNERS'),
      { page: 0, contractedPartners: 'ONLY_PARTNERS' },
    ],
    ['changes the sort and resets the page', (state) => withSort(state, 'CREATED_AT'), { page: 0, sort: 'CREATED_AT' }],
    ['keeps the page when the sort is unchanged', (state) => withSort(state, 'BEST_MATCH'), { page: 3 }],
    ['moves to another page', (state) => withPage(state, 5), { page: 5 }],
    ['never goes below page 0', (state) => withPage(state, -2), { page: 0 }],
  ])('%s', (_name, update, expected) => {
    expect(update(stateWith())).toMatchObject(expected);
  });

  it('turns a flag off when it is on', () => {
    const on = withFlag(stateWith(), 'claimedOnly', true);
    expect(withFlag(on, 'claimedOnly', false).flags.claimedOnly).toBe(false);
  });
});

describe('activeFilters', () => {
  it('lists partner inclusion, list values, country and flags in the panel order', () => {
    const state = withFlag(
      stateWith(
        { servicesIds: ['sv-1'], badges: ['VERIFIED'] },
        { countryId: 'country-us', contractedPartners: 'EXCLUDE' },
      ),
      'auditedByFDA',
      true,
    );
    expect(activeFilters(state)).toEqual([
      { kind: 'partners', value: 'EXCLUDE' },
      { kind: 'list', key: 'servicesIds', value: 'sv-1' },
      { kind: 'list', key: 'badges', value: 'VERIFIED' },
      { kind: 'country', value: 'country-us' },
      { kind: 'flag', key: 'auditedByFDA' },
    ]);
  });

  it('is empty when nothing filters the search', () => {
    expect(activeFilters(initialSearchState())).toEqual([]);
  });
});

describe('removeActiveFilter', () => {
  it.each<[string, Parameters<typeof removeActiveFilter>[1], (state: SearchState) => unknown, unknown]>([
    [
      'removes a list value with its children',
      { kind: 'list', key: 'regionsIds', value: 'europe' },
      (state) => state.lists.regionsIds,
      [],
    ],
    ['turns the flag off', { kind: 'flag', key: 'womenOwned' }, (state) => state.flags.womenOwned, false],
    ['clears the country', { kind: 'country', value: 'country-de' }, (state) => state.countryId, null],
    ['includes partners again', { kind: 'partners', value: 'EXCLUDE' }, (state) => state.contractedPartners, 'INCLUDE'],
  ])('%s when its chip is removed', (_name, filter, read, expected) => {
    const state = withFlag(
      stateWith({ regionsIds: ['europe', 'germany'] }, { countryId: 'country-de', contractedPartners: 'EXCLUDE' }),
      'womenOwned',
      true,
    );
    const next = removeActiveFilter({ ...state, page: 2 }, filter, parents);
    expect(read(next)).toEqual(expected);
    expect(next.page).toBe(0);
  });
});

describe('clearFilters', () => {
  it('removes every filter but keeps the text and sort when asked to clear all', () => {
    const state = withFlag(
      stateWith(
        { servicesIds: ['sv-1'] },
        { searchString: 'cro', sort: 'CREATED_AT', countryId: 'country-us', contractedPartners: 'ONLY_PARTNERS' },
      ),
      'claimedOnly',
      true,
    );
    const next = clearFilters({ ...state, page: 4 });
    expect(activeFilters(next)).toEqual([]);
    expect(next).toMatchObject({ searchString: 'cro', sort: 'CREATED_AT', page: 0 });
  });

  it('keeps the state when nothing filters the search', () => {
    const state = stateWith();
    expect(clearFilters(state)).toBe(state);
  });
});

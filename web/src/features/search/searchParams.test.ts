import { describe, expect, it } from 'vitest';
import { parseSearchParams, toSearchParams } from './searchParams';
import { initialSearchState } from './searchState';
import type { SearchState } from './searchState';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('parseSearchParams', () => {
  it.each<[string, string, Partial<SearchState>]>([
    [
      'reads the default state when the query is empty',
      '',
      { searchString: '', page: 0, size: 10, sort: 'BEST_MATCH', contractedPartners: 'INCLUDE', countryId: null },
    ],
    ['trims the search text', 'searchString=%20%20oncology%20', { searchString: 'oncology' }],
    ['reads a zero-based page', 'page=4', { page: 4 }],
    ['falls back to page 0 when the page is not a number', 'page=abc', { page: 0 }],
    ['falls back to page 0 when the page is negative', 'page=-1', { page: 0 }],
    ['reads a size up to 50', 'size=50', { size: 50 }],
    ['falls back to 10 when the size is too big', 'size=500', { size: 10 }],
    ['reads a known sort', 'sort=UPDATED_AT', { sort: 'UPDATED_AT' }],
    ['falls back to best match when the sort is unknown', 'sort=RANDOM', { sort: 'BEST_MATCH' }],
    ['reads partner inclusion', 'contractedPartners=ONLY_PARTNERS', { contractedPartners: 'ONLY_PARTNERS' }],
    ['reads the country', 'countryId=country-de', { countryId: 'country-de' }],
  ])('%s', (_name, query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it('reads repeated keys as a list without duplicates or blanks', () => {
    expect(parse('servicesIds=1&servicesIds=2&servicesIds=1&servicesIds=%20').lists.servicesIds).toEqual(['1', '2']);
  });

  it('keeps only the enum values of enum-valued lists', () => {
    const state = parse(
      'siteType=HOSPITAL&siteType=CASTLE&badges=VERIFIED&badges=verified&patientCareSettings=INPATIENT',
    );
    expect(state.lists.siteType).toEqual(['HOSPITAL']);
    expect(state.lists.badges).toEqual(['VERIFIED']);
    expect(state.lists.patientCareSettings).toEqual(['INPATIENT']);
  });

  it('turns a flag on only when it is exactly true', () => {
    const state = parse('womenOwned=true&claimedOnly=1&auditedByFDA=false');
    expect(state.flags).toMatchObject({ womenOwned: true, claimedOnly: false, auditedByFDA: false });
  });
});

describe('toSearchParams', () => {
  it('writes nothing when the state is the default', () => {
    expect(toSearchParams(initialSearchState()).toString()).toBe('');
  });

  it('writes lists as repeated keys and leaves defaults out when filters are set', () => {
    const state = parse('servicesIds=1&servicesIds=2&womenOwned=true&page=2&searchString=cro&sort=CREATED_AT');
    expect(toSearchParams(state).toString()).toBe(
      'searchString=cro&sort=CREATED_AT&servicesIds=1&servicesIds=2&womenOwned=true&page=2',
    );
  });

  it.each([
    'searchString=oncology+trials&contractedPartners=EXCLUDE&companyRoleIds=r1&regionsIds=eu&regionsIds=de&countryId=c1&claimedOnly=true&page=3&size=20',
    'sort=ALPHABETICALLY&siteType=HOSPITAL&patientCareSettings=INPATIENT&employeesNumberId=SMALL&badges=TOP_RATED&publishedAlerts=true',
  ])('restores the same state from its own query string: %s', (query) => {
    const state = parse(query);
    expect(parseSearchParams(toSearchParams(state))).toEqual(state);
    expect(toSearchParams(state).toString()).toBe(query);
  });
});

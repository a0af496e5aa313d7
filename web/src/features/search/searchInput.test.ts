import { describe, expect, it } from 'vitest';
import { toSearchInput } from './searchInput';
import { parseSearchParams } from './searchParams';

const stateOf = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('toSearchInput', () => {
  it('sends paging and the sort only when nothing else is chosen', () => {
    expect(toSearchInput(stateOf(''), { signedIn: false })).toEqual({ page: 0, size: 10, sort: 'BEST_MATCH' });
  });

  it('sends every chosen filter and the text when they are set', () => {
    const input = toSearchInput(
      stateOf('searchString=cro&servicesIds=1&siteType=HOSPITAL&countryId=c1&womenOwned=true&page=2'),
      { signedIn: false },
    );
    expect(input).toEqual({
      page: 2,
      size: 10,
      sort: 'BEST_MATCH',
      searchString: 'cro',
      servicesIds: ['1'],
      siteType: ['HOSPITAL'],
      countryId: 'c1',
      womenOwned: true,
    });
  });

  it.each([
    [true, { contractedPartners: 'ONLY_PARTNERS' }],
    [false, {}],
  ])('sends partner inclusion only when signed in (signed in: %s)', (signedIn, expected) => {
    const input = toSearchInput(stateOf('contractedPartners=ONLY_PARTNERS'), { signedIn });
    expect(input).toEqual({ page: 0, size: 10, sort: 'BEST_MATCH', ...expected });
  });
});

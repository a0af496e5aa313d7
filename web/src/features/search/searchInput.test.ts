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

  it('sends the verified-claim switches as verifiedClaims and the rating switches as the higher minRating', () => {
    const input = toSearchInput(
      stateOf(
        'sort=RATING&minorityOwned=true&verifiedMinorityOwned=true&verifiedAuditedByFDA=true&rating3Plus=true&rating4Plus=true',
      ),
      { signedIn: false },
    );
    expect(input).toEqual({
      page: 0,
      size: 10,
      sort: 'RATING',
      minorityOwned: true,
      verifiedClaims: ['MINORITY_OWNED', 'AUDITED_BY_FDA'],
      minRating: 4,
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

import type { CompanySearchInput, ProfileClaim } from '../../__generated__/graphql';
import { FLAG_FILTER_KEYS, LIST_FILTER_KEYS } from './searchState';
import type { FlagFilterKey, SearchState } from './searchState';

/** The switches that ask for a verified claim, and the claim each sends in `verifiedClaims`. */
const VERIFIED_FLAGS: Partial<Record<FlagFilterKey, ProfileClaim>> = {
  verifiedMinorityOwned: 'MINORITY_OWNED',
  verifiedWomenOwned: 'WOMEN_OWNED',
  verifiedDisabilityOwned: 'DISABILITY_OWNED',
  verifiedAuditedByFDA: 'AUDITED_BY_FDA',
};
/** The switches that ask for a minimum review average, and that minimum. */
const RATING_FLAGS: Partial<Record<FlagFilterKey, number>> = { rating4Plus: 4, rating3Plus: 3 };

/**
 * `searchCompanies`' input for `state`. Only what the visitor chose is sent (filters that are
 * off are left out, never sent as false). Partner inclusion means something only relative to a
 * signed-in viewer's company, so it is not sent when signed out.
 */
export function toSearchInput(state: SearchState, { signedIn }: { signedIn: boolean }): CompanySearchInput {
  const input: Record<string, unknown> = { page: state.page, size: state.size, sort: state.sort };
  if (state.searchString) input['searchString'] = state.searchString;
  // The URL parser admits only valid values (enum lists hold only their enum's values).
  for (const key of LIST_FILTER_KEYS) if (state.lists[key].length > 0) input[key] = [...state.lists[key]];
  if (state.countryId) input['countryId'] = state.countryId;
  const claims: ProfileClaim[] = [];
  let minRating = 0;
  for (const key of FLAG_FILTER_KEYS) {
    if (!state.flags[key]) continue;
    const claim = VERIFIED_FLAGS[key];
    const rating = RATING_FLAGS[key];
    if (claim) claims.push(claim);
    else if (rating) minRating = Math.max(minRating, rating);
    else input[key] = true;
  }
  if (claims.length > 0) input['verifiedClaims'] = claims;
  if (minRating > 0) input['minRating'] = minRating;
  if (signedIn) input['contractedPartners'] = state.contractedPartners;
  return input as CompanySearchInput;
}

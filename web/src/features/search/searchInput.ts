import type { CompanySearchInput } from '../../__generated__/graphql';
import { FLAG_FILTER_KEYS, LIST_FILTER_KEYS } from './searchState';
import type { SearchState } from './searchState';

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
  for (const key of FLAG_FILTER_KEYS) if (state.flags[key]) input[key] = true;
  if (signedIn) input['contractedPartners'] = state.contractedPartners;
  return input as CompanySearchInput;
}

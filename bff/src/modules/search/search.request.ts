import type { CompanySearchInput } from '../../__generated__/resolvers-types.js';
import { apiIds } from '../../rest/rest.ids.js';
import type { Paging } from '../../rest/rest.query.js';
import { SORTS } from '../company/index.js';
import type { SearchQuery } from './search.api.js';

/** The values once each (spec §5: adding values already present changes nothing), or undefined when none. */
const nonEmpty = <T>(values: readonly T[]): T[] | undefined => (values.length > 0 ? [...new Set(values)] : undefined);

/**
 * The search state as the api's query (spec §3 names, arrays as repeated keys, flags only when
 * true) and paging (zero-based page, size, `sort=field,DIRECTION`). The text is trimmed (spec §5).
 * The api checks the rest (size 1-50, page ≥ 0, ids): its 400 names the field at fault.
 */
export function toSearchRequest(input: CompanySearchInput): { query: SearchQuery; paging: Paging } {
  // The schema's defaults (page 0, size 10, BEST_MATCH, INCLUDE) are filled in by GraphQL itself.
  const { page = 0, size = 10, sort = 'BEST_MATCH', contractedPartners = 'INCLUDE' } = input;
  const flag = (value: boolean | null | undefined) => (value === true ? true : undefined);
  const query: SearchQuery = {
    searchString: input.searchString?.trim() || undefined,
    companyRoleIds: nonEmpty(apiIds(input.companyRoleIds)),
    servicesIds: nonEmpty(apiIds(input.servicesIds)),
    productsIds: nonEmpty(apiIds(input.productsIds)),
    therapeuticAreasIds: nonEmpty(apiIds(input.therapeuticAreasIds)),
    regionsIds: nonEmpty(apiIds(input.regionsIds)),
    employeesNumberId: nonEmpty(apiIds(input.employeesNumberId)),
    countryId: input.countryId === null || input.countryId === undefined ? undefined : apiIds([input.countryId])[0],
    minorityOwned: flag(input.minorityOwned),
    womenOwned: flag(input.womenOwned),
    disabilityOwned: flag(input.disabilityOwned),
    auditedByFDA: flag(input.auditedByFDA),
    claimedOnly: flag(input.claimedOnly),
    publishedRequests: flag(input.publishedRequests),
    publishedAlerts: flag(input.publishedAlerts),
    siteType: nonEmpty(input.siteType ?? []),
    patientCareSettings: nonEmpty(input.patientCareSettings ?? []),
    badges: nonEmpty(input.badges ?? []),
    contractedPartners: contractedPartners === 'INCLUDE' ? undefined : contractedPartners,
    minRating: input.minRating ?? undefined,
    verifiedClaims: nonEmpty(input.verifiedClaims ?? []),
  };
  return { query, paging: { page, size, sort: [SORTS[sort]] } };
}

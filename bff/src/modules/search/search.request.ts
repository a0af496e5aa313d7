import type { CompanySearchInput } from '../../__generated__/resolvers-types.js';
import { AppError } from '../../errors/error.codes.js';
import { parseId } from '../../rest/rest.ids.js';
import type { Paging } from '../../rest/rest.query.js';
import { SORTS } from '../company/index.js';
import type { SearchQuery } from './search.api.js';

/** Spec §9: the default page size is 10; a search page holds at most 50. */
export const MAX_SEARCH_SIZE = 50;

type IdListField =
  'companyRoleIds' | 'servicesIds' | 'productsIds' | 'therapeuticAreasIds' | 'regionsIds' | 'employeesNumberId';

/** The values once each (spec §5: adding values already present changes nothing), or undefined when none. */
const nonEmpty = <T>(values: readonly T[]): T[] | undefined => (values.length > 0 ? [...new Set(values)] : undefined);

const invalid = (field: string, message: string): AppError =>
  new AppError('BAD_USER_INPUT', message, { field: `input.${field}` });

function ids(field: string, values: readonly string[] | null | undefined): number[] {
  const parsed = (values ?? []).map((value) => ({ value, id: parseId(value) }));
  const wrong = parsed.find(({ id }) => id === null);
  if (wrong !== undefined)
    throw invalid(field, `${field} must hold numeric ids ("${wrong.value.trim().slice(0, 20)}" is not one).`);
  return parsed.map(({ id }) => Number(id));
}

/**
 * The search state as the api's query (spec §3 names, arrays as repeated keys, flags only when
 * true) and paging (zero-based page, size, `sort=field,DIRECTION`). The text is trimmed (spec §5);
 * size 1-50, page ≥ 0 and numeric ids are checked here so the api is never asked nonsense.
 */
export function toSearchRequest(input: CompanySearchInput): { query: SearchQuery; paging: Paging } {
  // The schema's defaults (page 0, size 10, BEST_MATCH, INCLUDE) are filled in by GraphQL itself.
  const { page = 0, size = 10, sort = 'BEST_MATCH', contractedPartners = 'INCLUDE' } = input;
  if (!Number.isInteger(size) || size < 1 || size > MAX_SEARCH_SIZE)
    throw invalid('size', `size must be between 1 and ${MAX_SEARCH_SIZE}.`);
  if (!Number.isInteger(page) || page < 0) throw invalid('page', 'page must be 0 or more.');
  const idList = (field: IdListField) => nonEmpty(ids(field, input[field]));
  const flag = (value: boolean | null | undefined) => (value === true ? true : undefined);
  const query: SearchQuery = {
    searchString: input.searchString?.trim() || undefined,
    companyRoleIds: idList('companyRoleIds'),
    servicesIds: idList('servicesIds'),
    productsIds: idList('productsIds'),
    therapeuticAreasIds: idList('therapeuticAreasIds'),
    regionsIds: idList('regionsIds'),
    employeesNumberId: idList('employeesNumberId'),
    countryId:
      input.countryId === null || input.countryId === undefined ? undefined : ids('countryId', [input.countryId])[0],
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
  };
  return { query, paging: { page, size, sort: [SORTS[sort]] } };
}

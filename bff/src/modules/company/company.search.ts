import type { CompanySearchInput, CompanySort } from '../../__generated__/resolvers-types.js';
import { AppError } from '../../errors/error.codes.js';
import type { Paging, Query, SortDirection } from '../../rest/rest.query.js';

/** Spec §9: the default page size is 10; a search page holds at most 50. */
export const MAX_SEARCH_SIZE = 50;

/** The GraphQL sorts as REST `sort=field,DIRECTION` (spec §7). */
export const SORTS: Readonly<Record<CompanySort, { field: string; direction: SortDirection }>> = {
  BEST_MATCH: { field: 'relevance', direction: 'DESC' },
  ALPHABETICALLY: { field: 'name', direction: 'ASC' },
  UPDATED_AT: { field: 'updatedAt', direction: 'DESC' },
  CREATED_AT: { field: 'createdAt', direction: 'DESC' },
};

const ID = /^[1-9]\d{0,9}$/;
const ID_LISTS = [
  'companyRoleIds',
  'servicesIds',
  'productsIds',
  'therapeuticAreasIds',
  'regionsIds',
  'employeesNumberId',
] as const;
const FLAGS = [
  'minorityOwned',
  'womenOwned',
  'disabilityOwned',
  'auditedByFDA',
  'claimedOnly',
  'publishedRequests',
  'publishedAlerts',
] as const;

const invalid = (field: string, message: string): AppError =>
  new AppError('BAD_USER_INPUT', message, { field: `input.${field}` });

function ids(field: string, values: readonly string[] | null | undefined): number[] {
  const trimmed = (values ?? []).map((v) => v.trim());
  const wrong = trimmed.find((v) => !ID.test(v));
  if (wrong !== undefined) throw invalid(field, `${field} must hold numeric ids ("${wrong.slice(0, 20)}" is not one).`);
  // Spec §5: adding values already present changes nothing.
  return [...new Set(trimmed.map(Number))];
}

/**
 * The search state as the api's query (spec §3 names, arrays as repeated keys, flags only when
 * true) and paging (zero-based page, size, `sort=field,DIRECTION`). The text is trimmed (spec §5);
 * size 1-50, page ≥ 0 and numeric ids are checked here so the api is never asked nonsense.
 */
export function toSearchRequest(input: CompanySearchInput): { query: Query; paging: Paging } {
  // The schema's defaults (page 0, size 10, BEST_MATCH, INCLUDE) are filled in by GraphQL itself.
  const { page = 0, size = 10, sort = 'BEST_MATCH', contractedPartners = 'INCLUDE' } = input;
  if (!Number.isInteger(size) || size < 1 || size > MAX_SEARCH_SIZE)
    throw invalid('size', `size must be between 1 and ${MAX_SEARCH_SIZE}.`);
  if (!Number.isInteger(page) || page < 0) throw invalid('page', 'page must be 0 or more.');
  const query: Record<string, Query[string]> = {};
  const text = input.searchString?.trim() ?? '';
  if (text !== '') query.searchString = text;
  for (const field of ID_LISTS) {
    const values = ids(field, input[field]);
    if (values.length > 0) query[field] = values;
  }
  if (input.countryId !== null && input.countryId !== undefined) {
    const [country] = ids('countryId', [input.countryId]);
    query.countryId = country;
  }
  for (const flag of FLAGS) if (input[flag] === true) query[flag] = true;
  for (const field of ['siteType', 'patientCareSettings', 'badges'] as const) {
    const values = [...new Set(input[field] ?? [])];
    if (values.length > 0) query[field] = values;
  }
  if (contractedPartners !== 'INCLUDE') query.contractedPartners = contractedPartners;
  return { query, paging: { page, size, sort: [SORTS[sort]] } };
}

import type { CompanySort } from '../../__generated__/graphql';
import { REGISTER_PATH } from '../../shared/paths';
import { COMPANIES_PATH, companyEditPath, companyProfilePath } from './companiesPath';

/** The list, profile and edit paths (their own module, companiesPath.ts, so the route table does not carry this one). */
export { COMPANIES_PATH, companyEditPath, companyProfilePath };

/** `/companies/{alias}/looking-for`: the company's looking-for list in full. */
export function companyLookingForPath(alias: string): string {
  return `${companyProfilePath(alias)}/looking-for`;
}

/** Registration, preselecting an unclaimed company to claim (`/register?company=<alias>`). */
export function claimCompanyPath(alias: string): string {
  return `${REGISTER_PATH}?${new URLSearchParams({ company: alias }).toString()}`;
}

/** The sorts the list offers (best match needs search text, so it belongs to search only). */
export const COMPANY_LIST_SORTS = [
  'ALPHABETICALLY',
  'UPDATED_AT',
  'CREATED_AT',
] as const satisfies readonly CompanySort[];
export type CompanyListSort = (typeof COMPANY_LIST_SORTS)[number];
export const DEFAULT_COMPANY_LIST_SORT: CompanyListSort = 'ALPHABETICALLY';

function isListSort(value: string | null): value is CompanyListSort {
  return (COMPANY_LIST_SORTS as readonly string[]).includes(value ?? '');
}

/** The list's URL state: `?page=N` (zero-based) and `?sort=`; defaults are left out. */
export function readCompanyListParams(params: URLSearchParams): { page: number; sort: CompanyListSort } {
  const page = Number(params.get('page') ?? '0');
  const sort = params.get('sort');
  return {
    page: Number.isSafeInteger(page) && page > 0 ? page : 0,
    sort: isListSort(sort) ? sort : DEFAULT_COMPANY_LIST_SORT,
  };
}

export function writeCompanyListParams({ page, sort }: { page: number; sort: CompanyListSort }): URLSearchParams {
  const params = new URLSearchParams();
  if (sort !== DEFAULT_COMPANY_LIST_SORT) params.set('sort', sort);
  if (page > 0) params.set('page', String(page));
  return params;
}

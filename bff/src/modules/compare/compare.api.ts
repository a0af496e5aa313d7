import type { RestClient } from '../../rest/rest.client.js';
import { segment } from '../../rest/rest.paths.js';

/** The api's compare list: company ids in the order they were added. */
export interface CompareListDto {
  companyIds: number[];
  capacity: number;
}

export interface CompareApi {
  get(): Promise<CompareListDto>;
  add(companyId: number): Promise<CompareListDto>;
  remove(companyId: number): Promise<CompareListDto>;
  clear(): Promise<CompareListDto>;
}

/** The compare-list endpoints of the api; the only place that knows their paths. */
export function createCompareApi(rest: RestClient): CompareApi {
  return {
    get: () => rest.request<CompareListDto>({ operation: 'getCompareList', path: '/users/compare-list' }),
    add: (companyId) =>
      rest.request<CompareListDto>({
        operation: 'addToCompareList',
        method: 'POST',
        path: '/users/compare-list',
        body: { companyId },
      }),
    remove: (companyId) =>
      rest.request<CompareListDto>({
        operation: 'removeFromCompareList',
        method: 'DELETE',
        path: `/users/compare-list/${segment(companyId)}`,
      }),
    clear: () =>
      rest.request<CompareListDto>({ operation: 'clearCompareList', method: 'DELETE', path: '/users/compare-list' }),
  };
}

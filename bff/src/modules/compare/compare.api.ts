import type { RestClient } from '../../rest/rest.client.js';
import type { ResponseBody } from '../../rest/rest.contract.js';

/** The api's compare list: company ids in the order they were added. */
export type CompareListDto = ResponseBody<'get', '/users/compare-list'>;

/** The compare-list endpoints of the api; the only place that knows their paths. */
export function createCompareApi(rest: RestClient) {
  return {
    get: () => rest.get('/users/compare-list', { operation: 'getCompareList' }),
    add: (companyId: number) =>
      rest.post('/users/compare-list', { operation: 'addToCompareList', body: { companyId } }),
    remove: (id: number) =>
      rest.delete('/users/compare-list/{id}', { operation: 'removeFromCompareList', params: { id } }),
    clear: () => rest.delete('/users/compare-list', { operation: 'clearCompareList' }),
  };
}

export type CompareApi = ReturnType<typeof createCompareApi>;

import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema, QueryParams } from '../../rest/rest.contract.js';
import type { Paging } from '../../rest/rest.query.js';

export type SearchPageDto = ApiSchema<'SearchPageDto'>;
export type SearchResultDto = ApiSchema<'SearchResultDto'>;
/** The api's search query (spec §3's names; undefined values are left out of the URL). */
export type SearchQuery = QueryParams<'get', '/companies/search'>;

/** The company search endpoint of the api; the only place that knows its path. */
export function createSearchApi(rest: RestClient) {
  return {
    companies: (query: SearchQuery, paging: Paging) =>
      rest.get('/companies/search', { operation: 'searchCompanies', query, paging }),
  };
}

export type SearchApi = ReturnType<typeof createSearchApi>;

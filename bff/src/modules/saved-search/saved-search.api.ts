import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema, RequestBody } from '../../rest/rest.contract.js';

export type SavedSearchDto = ApiSchema<'SavedSearchDto'>;
export type SavedSearchesDto = ApiSchema<'SavedSearchesDto'>;
export type SavedSearchQuery = RequestBody<'post', '/saved-searches'>['query'];

/** The saved-search endpoints of the api (docs/watchlists.md "Saved searches"): the only place that knows their paths. */
export function createSavedSearchApi(rest: RestClient) {
  return {
    list: () => rest.get('/saved-searches', { operation: 'listSavedSearches' }),
    save: (name: string, query: SavedSearchQuery) =>
      rest.post('/saved-searches', { operation: 'saveSearch', body: { name, query } }),
    rename: (id: number, name: string) =>
      rest.patch('/saved-searches/{id}', { operation: 'renameSavedSearch', params: { id }, body: { name } }),
    delete: (id: number) => rest.delete('/saved-searches/{id}', { operation: 'deleteSavedSearch', params: { id } }),
    check: (id: number) =>
      rest.post('/saved-searches/{id}/check', { operation: 'checkSavedSearch', params: { id }, body: {} }),
    newMatches: (id: number, since: string) =>
      rest.get('/saved-searches/{id}/new-matches', {
        operation: 'savedSearchNewMatches',
        params: { id },
        query: { since },
      }),
  };
}

export type SavedSearchApi = ReturnType<typeof createSavedSearchApi>;

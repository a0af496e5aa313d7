import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema, RequestBody } from '../../rest/rest.contract.js';
import type { Paging } from '../../rest/rest.query.js';

export type WatchlistFoldersDto = ApiSchema<'WatchlistFoldersDto'>;
export type WatchlistFolderDto = ApiSchema<'WatchlistFolderDto'>;
export type WatchlistEntryDto = ApiSchema<'WatchlistEntryDto'>;
export type WatchlistPersonDto = ApiSchema<'WatchlistPersonDto'>;

/** The watchlist endpoints of the api (under /v2, spec §7; docs/watchlists.md): the only place that knows their paths. */
export function createWatchlistApi(rest: RestClient) {
  return {
    folders: () => rest.get('/watchlists/folders', { operation: 'listWatchlistFolders' }),
    createFolder: (name: string) =>
      rest.post('/watchlists/folders', { operation: 'createWatchlistFolder', body: { name } }),
    updateFolder: (id: number, body: RequestBody<'patch', '/watchlists/folders/{id}'>) =>
      rest.patch('/watchlists/folders/{id}', { operation: 'updateWatchlistFolder', params: { id }, body }),
    deleteFolder: (id: number) =>
      rest.delete('/watchlists/folders/{id}', { operation: 'deleteWatchlistFolder', params: { id } }),
    share: (id: number, shares: RequestBody<'put', '/watchlists/folders/{id}/shares'>['shares']) =>
      rest.put('/watchlists/folders/{id}/shares', {
        operation: 'shareWatchlistFolder',
        params: { id },
        body: { shares },
      }),
    entries: (id: number, paging: Paging) =>
      rest.get('/watchlists/folders/{id}/companies', { operation: 'listWatchlistEntries', params: { id }, paging }),
    add: (id: number, companyIds: number[]) =>
      rest.post('/watchlists/folders/{id}/companies', {
        operation: 'addToWatchlist',
        params: { id },
        body: { companyIds },
      }),
    updateEntry: (
      id: number,
      companyId: number,
      body: RequestBody<'patch', '/watchlists/folders/{id}/companies/{companyId}'>,
    ) =>
      rest.patch('/watchlists/folders/{id}/companies/{companyId}', {
        operation: 'updateWatchlistEntry',
        params: { id, companyId },
        body,
      }),
    remove: (id: number, companyId: number) =>
      rest.delete('/watchlists/folders/{id}/companies/{companyId}', {
        operation: 'removeFromWatchlist',
        params: { id, companyId },
      }),
    watched: (companyIds: number[]) =>
      rest.get('/watchlists/watched', { operation: 'listWatchedCompanies', query: { companyIds } }),
  };
}

export type WatchlistApi = ReturnType<typeof createWatchlistApi>;

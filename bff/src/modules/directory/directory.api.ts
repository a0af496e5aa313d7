import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema } from '../../rest/rest.contract.js';

export type DirectoryFiguresDto = ApiSchema<'DirectoryFiguresDto'>;

/** The api's public directory figures; the only place that knows their path. */
export function createDirectoryApi(rest: RestClient) {
  return {
    figures: () => rest.get('/directory/figures', { operation: 'getDirectoryFigures' }),
  };
}

export type DirectoryApi = ReturnType<typeof createDirectoryApi>;

import type { BffModule } from '../../module.js';
import { createSavedSearchApi, type SavedSearchApi } from './saved-search.api.js';
import { savedSearchErrors } from './saved-search.errors.js';
import { savedSearchResolvers } from './saved-search.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    savedSearch: SavedSearchApi;
  }
}

/** Saved searches: a /search state under a name, checked daily for companies that newly match (docs/watchlists.md). */
export const savedSearchModule: BffModule = {
  name: 'saved-search',
  resolvers: savedSearchResolvers,
  errors: savedSearchErrors,
  api: (rest) => ({ savedSearch: createSavedSearchApi(rest) }),
};

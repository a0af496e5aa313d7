import type { BffModule } from '../../module.js';
import { createSearchApi, type SearchApi } from './search.api.js';
import { searchResolvers } from './search.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    search: SearchApi;
  }
}

/** Company search (spec §3's search state): text, filters with facet counts, sorts, paging. */
export const searchModule: BffModule = {
  name: 'search',
  resolvers: searchResolvers,
  api: (rest) => ({ search: createSearchApi(rest) }),
};

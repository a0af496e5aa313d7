import type { ApiInstance } from '../../http/types.js';
import type { CompanySearchIndex } from './search.index.js';
import { createMemorySearchIndex } from './search.memory.js';
import { createPostgresSearchIndex } from './search.postgres.js';

const instances = new WeakMap<ApiInstance['deps'], CompanySearchIndex>();

/**
 * The api instance's one company search index, shared by the search route and the company list:
 * in memory unless AppDeps.searchIndex (SEARCH_INDEX) asks for the PostgreSQL one.
 */
export function companySearchOf(app: ApiInstance): CompanySearchIndex {
  let index = instances.get(app.deps);
  if (!index) {
    const { db, searchIndex = 'memory', searchTextCacheEntries } = app.deps;
    index =
      searchIndex === 'postgres'
        ? createPostgresSearchIndex(db)
        : createMemorySearchIndex(db, { textCacheEntries: searchTextCacheEntries });
    instances.set(app.deps, index);
  }
  return index;
}

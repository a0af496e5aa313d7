import type { ApiInstance } from '../../http/types.js';
import { createCompanySearchIndex } from './search.index.js';
import { createTextMatcher } from './search.matches.js';
import type { CompanySearch } from './search.service.js';

const instances = new WeakMap<ApiInstance['deps'], CompanySearch>();

/**
 * The api instance's one company search (its in-memory index and kept text matches), shared by
 * the search route and the company list.
 */
export function companySearchOf(app: ApiInstance): CompanySearch {
  let search = instances.get(app.deps);
  if (!search) {
    search = {
      index: createCompanySearchIndex(app.deps.db),
      matcher: createTextMatcher(app.deps.db, { entries: app.deps.searchTextCacheEntries }),
    };
    instances.set(app.deps, search);
  }
  return search;
}

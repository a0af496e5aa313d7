import type { ApiModule } from '../../http/module.js';
import type { ApiInstance } from '../../http/types.js';
import { companyListRoutes } from './company-list.routes.js';
import { searchDeps } from './search.deps.js';
import { searchRoutes } from './search.routes.js';

/** Company search (spec §3's search state): text, filters, facet counts, sorts, paging; and the company list. */
export const searchModule: ApiModule = {
  name: 'search',
  routes: async (app: ApiInstance) => {
    await app.register(searchRoutes);
    await app.register(companyListRoutes);
  },
  deps: searchDeps,
  plans: [{ plan: 'EXPLORER', list: 'includes', order: 20, text: 'Company search with every filter' }],
};

import type { ApiModule } from '../../http/module.js';
import { searchRoutes } from './search.routes.js';

/** Company search (spec §3's search state): text, filters, facet counts, sorts, paging. */
export const searchModule: ApiModule = { name: 'search', routes: searchRoutes };

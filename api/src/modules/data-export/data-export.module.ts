import type { ApiModule } from '../../http/module.js';
import type { ApiInstance } from '../../http/types.js';
import { DATA_EXPORT_PLAN_LINES } from './data-export.limits.js';
import { dataExportLogRoutes } from './data-export.log.routes.js';
import { dataExportRoutes } from './data-export.routes.js';

/** CSV exports of watchlist folders and search results, a monthly allowance per company, and the log (docs/watchlists.md). */
export const dataExportModule: ApiModule = {
  name: 'data-export',
  tags: [
    {
      name: 'data-export',
      description: "CSV exports of a watchlist folder or a search result, the company's monthly allowance and its log.",
    },
  ],
  routes: async (app: ApiInstance) => {
    await dataExportRoutes(app);
    await dataExportLogRoutes(app);
  },
  plans: DATA_EXPORT_PLAN_LINES,
};

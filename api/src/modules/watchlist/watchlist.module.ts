import type { ApiInstance } from '../../http/types.js';
import type { ApiModule } from '../../http/module.js';
import { watchlistEntryRoutes } from './watchlist.entries.routes.js';
import { WATCHLIST_PLAN_LINES } from './watchlist.limits.js';
import { watchlistRoutes } from './watchlist.routes.js';
import { watchlistSeed } from './watchlist.seed.js';
import { watchUpdateJobs } from './watchlist.updates.js';

/** Watchlists (spec §1): folders of companies a user keeps, shared with colleagues (docs/watchlists.md). */
export const watchlistModule: ApiModule = {
  name: 'watchlist',
  tags: [
    {
      name: 'watchlists',
      description: 'Folders of companies a user keeps, shared with colleagues (under /v2, spec §7).',
    },
  ],
  routes: async (app: ApiInstance) => {
    await watchlistRoutes(app);
    await watchlistEntryRoutes(app);
  },
  seed: watchlistSeed,
  plans: WATCHLIST_PLAN_LINES,
  // Changes to watched companies: follows the publishers' jobs (watchlist.updates.ts).
  queues: watchUpdateJobs,
};

import type { ApiModule } from '../../http/module.js';
import type { ApiInstance } from '../../http/types.js';
import { checkDueSavedSearches } from './saved-search.check.js';
import { SAVED_SEARCH_PLAN_LINES } from './saved-search.limits.js';
import { savedSearchRoutes } from './saved-search.routes.js';
import { savedSearchSeed } from './saved-search.seed.js';

/** Saved searches (issue 27): a named /search state, checked daily for companies that newly match it. */
export const savedSearchModule: ApiModule = {
  name: 'saved-search',
  tags: [
    {
      name: 'saved-searches',
      description: 'Searches a user named; a daily check notifies them of companies that newly match.',
    },
  ],
  routes: async (app: ApiInstance) => {
    await app.register(savedSearchRoutes);
  },
  queues: [
    {
      name: 'saved-search-checks',
      // Once a day, early in Europe's morning and before America's: the news waits in the bell and the digest.
      cron: '0 6 * * *',
      run: async (app) => {
        const { checked, withNews } = await checkDueSavedSearches(app);
        if (checked > 0) app.log.info({ checked, withNews }, 'saved searches checked');
      },
    },
  ],
  plans: SAVED_SEARCH_PLAN_LINES,
  seed: savedSearchSeed,
};

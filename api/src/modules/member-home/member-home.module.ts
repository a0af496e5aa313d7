import type { ApiModule } from '../../http/module.js';
import { memberHomeRoutes } from './member-home.routes.js';
import { memberHomeSeed } from './member-home.seed.js';

/** The member's home at /dashboard/member (issue 29, docs/member-home.md): a read of other features' rows. */
export const memberHomeModule: ApiModule = {
  name: 'member-home',
  tags: [
    {
      name: 'member-home',
      description: "The member's own page of activity: waiting threads, deadlines, watched companies, completeness.",
    },
  ],
  routes: memberHomeRoutes,
  seed: memberHomeSeed,
};

import type { ApiModule } from '../../http/module.js';
import { commonsExpertRoutes } from './commons.experts.routes.js';
import { commonsPageRoutes } from './commons.pages.routes.js';
import { commonsSeed } from './commons.seed.js';

/** Commons (issue 31): the community's shared pages by type and the experts directory (docs/commons.md). */
export const commonsModule: ApiModule = {
  name: 'commons',
  tags: [{ name: 'commons', description: "The community's shared pages and the experts directory." }],
  routes: async (app) => {
    await commonsPageRoutes(app);
    await commonsExpertRoutes(app);
  },
  seed: commonsSeed,
};

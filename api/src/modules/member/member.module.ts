import type { ApiInstance } from '../../http/types.js';
import type { ApiModule } from '../../http/module.js';
import { manageMemberRoutes } from './member.manage.routes.js';
import { memberRoutes } from './member.routes.js';
import { memberSeed } from './member.seed.js';

export const memberModule: ApiModule = {
  name: 'member',
  routes: async (app: ApiInstance) => {
    await memberRoutes(app);
    await manageMemberRoutes(app);
  },
  seed: memberSeed,
};

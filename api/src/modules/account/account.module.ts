import type { ApiModule } from '../../http/module.js';
import type { ApiInstance } from '../../http/types.js';
import { accountSeed } from './account.seed.js';
import { companyViewRoutes } from './company-views.routes.js';
import { interestsRoutes } from './interests.routes.js';
import { pictureRoutes } from './picture.routes.js';
import { profileRoutes } from './profile.routes.js';
import { unsubscribeRoutes } from './unsubscribe.routes.js';

/** My account: profile, picture, interests, email preferences and the companies I viewed lately. */
export const accountModule: ApiModule = {
  name: 'account',
  routes: async (app: ApiInstance) => {
    await app.register(profileRoutes);
    await app.register(pictureRoutes);
    await app.register(interestsRoutes);
    await app.register(unsubscribeRoutes);
    await app.register(companyViewRoutes);
  },
  plans: [
    { plan: 'EXPLORER', list: 'includes', order: 80, text: 'Your key areas of interest, kept with your account' },
  ],
  seed: accountSeed,
};

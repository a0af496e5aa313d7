import type { ApiModule } from '../../http/module.js';
import { userAuth } from './user.auth.js';
import { userRoutes } from './user.routes.js';
import { userSeed } from './user.seed.js';

export const userModule: ApiModule = {
  name: 'user',
  tags: [{ name: 'user', description: 'Users: the caller, colleagues, sign-up, profile, interests, history' }],
  routes: userRoutes,
  auth: userAuth,
  seed: userSeed,
};

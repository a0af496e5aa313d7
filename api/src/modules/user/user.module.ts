import type { ApiModule } from '../../http/module.js';
import { userRoutes } from './user.routes.js';

export const userModule: ApiModule = {
  name: 'user',
  tags: [{ name: 'user', description: 'Users: the caller, colleagues, sign-up, profile, interests, history' }],
  routes: userRoutes,
};

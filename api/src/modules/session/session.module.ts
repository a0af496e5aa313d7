import type { ApiModule } from '../../http/module.js';
import { sessionAuth } from './session.auth.js';
import { sessionRoutes } from './session.routes.js';

export const sessionModule: ApiModule = {
  name: 'session',
  tags: [{ name: 'session', description: 'Server-side browser sessions: started, checked, renewed and ended.' }],
  routes: sessionRoutes,
  auth: sessionAuth,
};

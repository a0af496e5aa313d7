import type { ApiModule } from '../../http/module.js';
import { healthRoutes } from './health.routes.js';

export const healthModule: ApiModule = {
  name: 'health',
  tags: [{ name: 'health', description: 'Probes' }],
  routes: healthRoutes,
};

import type { ApiModule } from '../../http/module.js';
import { compareRoutes } from './compare.routes.js';

export const compareModule: ApiModule = { name: 'compare', routes: compareRoutes };

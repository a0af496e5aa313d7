import type { ApiModule } from '../../http/module.js';
import { COMPARE_PLAN_LINES } from './compare.limits.js';
import { compareRoutes } from './compare.routes.js';

export const compareModule: ApiModule = { name: 'compare', routes: compareRoutes, plans: COMPARE_PLAN_LINES };

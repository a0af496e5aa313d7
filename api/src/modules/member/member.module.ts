import type { ApiModule } from '../../http/module.js';
import { memberRoutes } from './member.routes.js';

export const memberModule: ApiModule = { name: 'member', routes: memberRoutes };

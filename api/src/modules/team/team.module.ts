import type { ApiModule } from '../../http/module.js';
import type { ApiInstance } from '../../http/types.js';
import { billingDeps } from '../subscription/index.js';
import { teamRoutes } from './team.routes.js';

/** The subscription's team: members, billing admins, invitations (spec §6, §7). */
export const teamModule: ApiModule = {
  name: 'team',
  routes: async (app: ApiInstance) => teamRoutes(app, billingDeps(app)),
};

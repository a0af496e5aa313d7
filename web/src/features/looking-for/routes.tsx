import { DASHBOARD_LOOKING_FOR_PATH } from '../../shared/paths';
import { lazyPage } from '../../shared/routing/lazyPage';
import { member } from '../../shared/routing/routeFactories';
import type { AppRoute } from '../../shared/routing/routeTypes';

// Any member manages the list (spec §6: both roles); a plan is needed, as the api requires one.
export const routes: readonly AppRoute[] = [
  member(DASHBOARD_LOOKING_FOR_PATH, 'Looking for', 'What your company is looking for.', 'MANAGE_LOOKING_FOR', {
    page: lazyPage(() => import('./pages/LookingForDashboardPage').then((m) => m.LookingForDashboardPage)),
  }),
];

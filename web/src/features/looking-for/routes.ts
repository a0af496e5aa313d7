import { member } from '../../shared/routing/routeFactories';
import type { RouteDeclaration } from '../../shared/routing/routeTypes';
import { DASHBOARD_LOOKING_FOR_PATH } from './lookingForUrls';

// Any member manages the list (spec §6: both roles); a plan is needed, as the api requires one.
export const routes: readonly RouteDeclaration[] = [
  member(DASHBOARD_LOOKING_FOR_PATH, 'Looking for', 'What your company is looking for.', 'MANAGE_LOOKING_FOR', {
    page: './pages/LookingForDashboardPage#LookingForDashboardPage',
  }),
];

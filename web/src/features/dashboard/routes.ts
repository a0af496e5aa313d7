import { DASHBOARD_PATH } from '../../shared/paths';
import { INNOVATOR, privateSeo } from '../../shared/routing/routeFactories';
import type { RouteDeclaration } from '../../shared/routing/routeTypes';

export const routes: readonly RouteDeclaration[] = [
  {
    path: DASHBOARD_PATH,
    page: './pages/DashboardPage#DashboardPage',
    needsLogin: true,
    permission: 'MEMBER_DASHBOARD',
    plans: INNOVATOR,
    shell: true,
    seo: privateSeo('Dashboard', 'Your profile, company and subscription.'),
  },
];

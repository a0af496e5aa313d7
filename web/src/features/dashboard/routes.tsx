import { DASHBOARD_PATH } from '../../shared/paths';
import { lazyPage } from '../../shared/routing/lazyPage';
import { INNOVATOR, privateSeo } from '../../shared/routing/routeFactories';
import type { AppRoute, NavEntry } from '../../shared/routing/routeTypes';

export const routes: readonly AppRoute[] = [
  {
    path: DASHBOARD_PATH,
    page: lazyPage(() => import('./pages/DashboardPage').then((m) => m.DashboardPage)),
    needsLogin: true,
    permission: 'MEMBER_DASHBOARD',
    plans: INNOVATOR,
    shell: true,
    seo: privateSeo('Dashboard', 'Your profile, company and subscription.'),
  },
];

export const navigation: readonly NavEntry[] = [
  { to: DASHBOARD_PATH, label: 'Dashboard', order: 10, permission: 'MEMBER_DASHBOARD' },
];

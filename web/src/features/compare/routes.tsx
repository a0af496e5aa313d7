import { lazyPage } from '../../shared/routing/lazyPage';
import { member } from '../../shared/routing/routeFactories';
import type { AppRoute, NavEntry } from '../../shared/routing/routeTypes';
import { COMPARE_PATH } from './compareUrls';

export const routes: readonly AppRoute[] = [
  member(COMPARE_PATH, 'Compare companies', 'Companies side by side.', 'COMPARE', {
    page: lazyPage(() => import('./pages/ComparePage').then((m) => m.ComparePage)),
  }),
];

export const navigation: readonly NavEntry[] = [
  { to: COMPARE_PATH, label: 'Compare', order: 40, permission: 'COMPARE' },
];

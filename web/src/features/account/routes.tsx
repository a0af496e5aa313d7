import { MY_ACCOUNT_PATH } from '../../shared/paths';
import { lazyPage } from '../../shared/routing/lazyPage';
import { privateSeo } from '../../shared/routing/routeFactories';
import type { AppRoute, NavEntry } from '../../shared/routing/routeTypes';

export const routes: readonly AppRoute[] = [
  {
    path: MY_ACCOUNT_PATH,
    page: lazyPage(() => import('./pages/MyAccountPage').then((m) => m.MyAccountPage)),
    needsLogin: true,
    permission: 'MY_ACCOUNT',
    shell: true,
    seo: privateSeo('My account', 'Your profile, password, security and interests.'),
  },
];

export const navigation: readonly NavEntry[] = [
  { to: MY_ACCOUNT_PATH, label: 'My account', order: 60, permission: 'MY_ACCOUNT' },
];

import { MY_ACCOUNT_PATH } from '../../shared/paths';
import { lazyPage } from '../../shared/routing/lazyPage';
import { privateSeo } from '../../shared/routing/routeFactories';
import type { AppRoute, NavEntry } from '../../shared/routing/routeTypes';
import { UNSUBSCRIBE_PATH } from './accountUrls';

export const routes: readonly AppRoute[] = [
  {
    path: MY_ACCOUNT_PATH,
    page: lazyPage(() => import('./pages/MyAccountPage').then((m) => m.MyAccountPage)),
    needsLogin: true,
    permission: 'MY_ACCOUNT',
    shell: true,
    seo: privateSeo('My account', 'Your profile, password, security, interests and email preferences.'),
  },
  {
    // The link at the foot of every mail: no sign-in, any visitor (the signed token decides).
    path: UNSUBSCRIBE_PATH,
    page: lazyPage(() => import('./pages/UnsubscribePage').then((m) => m.UnsubscribePage)),
    needsLogin: false,
    skipLoading: true,
    allowsAdminWithoutTarget: true,
    seo: privateSeo('Unsubscribe', 'Stop emails from Trialbridge.'),
  },
];

export const navigation: readonly NavEntry[] = [
  { to: MY_ACCOUNT_PATH, label: 'My account', order: 60, permission: 'MY_ACCOUNT' },
];

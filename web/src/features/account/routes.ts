import { MY_ACCOUNT_PATH } from '../../shared/paths';
import { privateSeo } from '../../shared/routing/routeFactories';
import type { RouteDeclaration } from '../../shared/routing/routeTypes';
import { UNSUBSCRIBE_PATH } from './accountUrls';

export const routes: readonly RouteDeclaration[] = [
  {
    path: MY_ACCOUNT_PATH,
    page: './pages/MyAccountPage#MyAccountPage',
    needsLogin: true,
    permission: 'MY_ACCOUNT',
    shell: true,
    seo: privateSeo('My account', 'Your profile, password, security, interests and email preferences.'),
  },
  {
    // The link at the foot of every mail: no sign-in, any visitor (the signed token decides).
    path: UNSUBSCRIBE_PATH,
    page: './pages/UnsubscribePage#UnsubscribePage',
    needsLogin: false,
    skipLoading: true,
    allowsAdminWithoutTarget: true,
    seo: privateSeo('Unsubscribe', 'Stop emails from Trialbridge.'),
  },
];

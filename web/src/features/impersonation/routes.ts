import { IMPERSONATE_PATH } from '../../shared/paths';
import { privateSeo } from '../../shared/routing/routeFactories';
import type { RouteDeclaration } from '../../shared/routing/routeTypes';

export const routes: readonly RouteDeclaration[] = [
  {
    path: IMPERSONATE_PATH,
    page: './pages/ImpersonationPickerPage#ImpersonationPickerPage',
    needsLogin: true,
    adminOnly: true,
    allowsAdminWithoutTarget: true,
    shell: true,
    seo: privateSeo('Choose a user to act as', 'Pick the user to act as.'),
  },
];

import { HOME_PATH } from '../../shared/paths';
import { publicSeo } from '../../shared/routing/routeFactories';
import type { RouteDeclaration } from '../../shared/routing/routeTypes';

export const routes: readonly RouteDeclaration[] = [
  {
    path: HOME_PATH,
    page: './pages/HomePage#HomePage',
    needsLogin: false,
    shell: true,
    seo: publicSeo(
      'Clinical research partners, found',
      'Sponsors, sites and vendors find and compare each other. Start with a 180-day free trial.',
      HOME_PATH,
    ),
  },
];

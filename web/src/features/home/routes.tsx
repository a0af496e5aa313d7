import { HOME_PATH } from '../../shared/paths';
import { lazyPage } from '../../shared/routing/lazyPage';
import { publicSeo } from '../../shared/routing/routeFactories';
import type { AppRoute } from '../../shared/routing/routeTypes';

export const routes: readonly AppRoute[] = [
  {
    path: HOME_PATH,
    page: lazyPage(() => import('./pages/HomePage').then((m) => m.HomePage)),
    needsLogin: false,
    shell: true,
    seo: publicSeo(
      'Clinical research partners, found',
      'Sponsors, sites and vendors find and compare each other. Start with a 180-day free trial.',
      HOME_PATH,
    ),
  },
];

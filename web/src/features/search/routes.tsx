import { lazyPage } from '../../shared/routing/lazyPage';
import { section } from '../../shared/routing/routeFactories';
import type { AppRoute, NavEntry } from '../../shared/routing/routeTypes';
import { SEARCH_PATH } from './searchUrls';

export const routes: readonly AppRoute[] = [
  section(SEARCH_PATH, 'Search', 'Search clinical-research companies.', {
    page: lazyPage(() => import('./pages/SearchPage').then((m) => m.SearchPage)),
  }),
];

// Search works for everyone, so signed-out visitors get the link too.
export const navigation: readonly NavEntry[] = [{ to: SEARCH_PATH, label: 'Search', order: 20, signedOut: true }];

import { section } from '../../shared/routing/routeFactories';
import type { RouteDeclaration } from '../../shared/routing/routeTypes';
import { SEARCH_PATH } from './searchUrls';

export const routes: readonly RouteDeclaration[] = [
  section(SEARCH_PATH, 'Search', 'Search clinical-research companies.', {
    page: './pages/SearchPage#SearchPage',
  }),
];

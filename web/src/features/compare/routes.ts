import { member } from '../../shared/routing/routeFactories';
import type { RouteDeclaration } from '../../shared/routing/routeTypes';
import { COMPARE_PATH } from './compareUrls';

export const routes: readonly RouteDeclaration[] = [
  member(COMPARE_PATH, 'Compare companies', 'Companies side by side.', 'COMPARE', {
    page: './pages/ComparePage#ComparePage',
  }),
];

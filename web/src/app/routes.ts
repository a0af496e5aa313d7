import { NOT_FOUND_PATH } from '../shared/paths';
import { NOT_FOUND_SEO } from '../shared/routing/routeFactories';
import type { RouteDeclaration } from '../shared/routing/routeTypes';

// The shell's own routes, which the route manifest puts after every feature's (codegen reads this
// file as it reads a feature's routes.ts): `/404` and every path no feature declares.
const page = '../shared/ui/NotFoundPage#NotFoundPage';

export const routes: readonly RouteDeclaration[] = [
  { path: NOT_FOUND_PATH, page, needsLogin: false, skipLoading: true, shell: true, seo: NOT_FOUND_SEO },
  { path: '*', page, needsLogin: false, skipLoading: true, shell: true, seo: NOT_FOUND_SEO },
];

import { NOT_FOUND_PATH } from '../shared/paths';
import { lazyPage } from '../shared/routing/lazyPage';
import { NOT_FOUND_SEO } from '../shared/routing/routeFactories';
import type { AppRoute, FeatureRoutes, HeaderItem, NavEntry, ShellBanner } from '../shared/routing/routeTypes';

// Every feature declares its routes, navigation links and shell banners in its own routes.tsx;
// the shell collects them here, so adding a feature edits nothing central. The modules load with
// the shell (they are small: each page is its own lazily loaded chunk).
const featureModules: readonly FeatureRoutes[] = Object.entries(
  import.meta.glob<FeatureRoutes>('../features/*/routes.tsx', { eager: true }),
)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([, module]) => module);

const NotFoundPage = lazyPage(() => import('../shared/ui/NotFoundPage').then((m) => m.NotFoundPage));

// Not any feature's: `/404` and every path no feature declares.
const notFoundRoutes: readonly AppRoute[] = [
  { path: NOT_FOUND_PATH, page: NotFoundPage, needsLogin: false, skipLoading: true, shell: true, seo: NOT_FOUND_SEO },
  { path: '*', page: NotFoundPage, needsLogin: false, skipLoading: true, shell: true, seo: NOT_FOUND_SEO },
];

/** The one route table (spec §2). The router, guards and SEO are all derived from it. */
export const appRoutes: readonly AppRoute[] = [
  ...featureModules.flatMap((module) => module.routes ?? []),
  ...notFoundRoutes,
];

/** The header's links, in their declared order. */
export const navigationEntries: readonly NavEntry[] = featureModules
  .flatMap((module) => module.navigation ?? [])
  .sort((a, b) => a.order - b.order);

/** The strips shown below the header to a signed-in viewer. */
export const shellBanners: readonly ShellBanner[] = featureModules.flatMap((module) => module.shellBanners ?? []);

/** The controls shown in the header beside the account to a signed-in viewer (the bell). */
export const headerItems: readonly HeaderItem[] = featureModules.flatMap((module) => module.headerItems ?? []);

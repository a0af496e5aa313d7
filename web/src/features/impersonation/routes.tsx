import { lazy, Suspense } from 'react';
import { IMPERSONATE_PATH } from '../../shared/paths';
import { lazyPage } from '../../shared/routing/lazyPage';
import { privateSeo } from '../../shared/routing/routeFactories';
import type { AppRoute, ShellBanner } from '../../shared/routing/routeTypes';

// Only an admin acting as someone sees the banner: its code (and its mutation) loads then, not
// on every page's first paint.
const ImpersonationBanner = lazy(() =>
  import('./components/ImpersonationBanner').then((m) => ({ default: m.ImpersonationBanner })),
);

const ImpersonationBannerWhenActing: ShellBanner = ({ viewer }) =>
  viewer.isImpersonated ? (
    <Suspense fallback={null}>
      <ImpersonationBanner viewer={viewer} />
    </Suspense>
  ) : null;

export const routes: readonly AppRoute[] = [
  {
    path: IMPERSONATE_PATH,
    page: lazyPage(() => import('./pages/ImpersonationPickerPage').then((m) => m.ImpersonationPickerPage)),
    needsLogin: true,
    adminOnly: true,
    allowsAdminWithoutTarget: true,
    shell: true,
    seo: privateSeo('Choose a user to act as', 'Pick the user to act as.'),
  },
];

/** Whom an admin acts as, on every shell page (the banner renders nothing otherwise). */
export const shellBanners: readonly ShellBanner[] = [ImpersonationBannerWhenActing];

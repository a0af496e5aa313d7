import { lazy, Suspense } from 'react';
import type { ShellBanner } from '../../shared/routing/routeTypes';

// Only an admin acting as someone sees the banner: its code (and its mutation) loads then.
const ImpersonationBanner = lazy(() =>
  import('./components/ImpersonationBanner').then((m) => ({ default: m.ImpersonationBanner })),
);

const ImpersonationBannerWhenActing: ShellBanner = ({ viewer }) =>
  viewer.isImpersonated ? (
    <Suspense fallback={null}>
      <ImpersonationBanner viewer={viewer} />
    </Suspense>
  ) : null;

/** Whom an admin acts as, on every shell page (the banner renders nothing otherwise). */
export const shellBanners: readonly ShellBanner[] = [ImpersonationBannerWhenActing];

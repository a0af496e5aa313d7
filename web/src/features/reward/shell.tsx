import { lazy, Suspense, useState } from 'react';
import type { ShellBanner } from '../../shared/routing/routeTypes';
import { pendingReferral } from './pendingReferral';

// Only a viewer who opened an invite link has a code kept: the claim's code loads then.
const ReferralClaimBanner = lazy(() =>
  import('./components/ReferralClaimBanner').then((m) => ({ default: m.ReferralClaimBanner })),
);

/** The claim of a kept invite link, never by an admin acting as someone (docs/rewards.md). */
const ReferralClaimWhenPending: ShellBanner = ({ viewer }) => {
  // Read once: the banner keeps saying what the claim did after the kept code is dropped.
  const [code] = useState(() => (viewer.isImpersonated || !viewer.user ? null : pendingReferral()));
  return code ? (
    <Suspense fallback={null}>
      <ReferralClaimBanner code={code} />
    </Suspense>
  ) : null;
};

export const shellBanners: readonly ShellBanner[] = [ReferralClaimWhenPending];

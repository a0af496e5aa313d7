import { lazy, Suspense } from 'react';
import { LoadingRows } from '../../../shared/ui/LoadStates';

// The settings card loads with its first use: /login imports this feature's sign-in note, and
// must not carry the card's forms with it.
const CompanySsoCard = lazy(() => import('./CompanySsoCard').then((m) => ({ default: m.CompanySsoCard })));

/** The "Single sign-on" settings card (company admins), loaded when it is first shown. */
export function CompanySsoSettings() {
  return (
    <Suspense fallback={<LoadingRows label="Loading single sign-on" rows={2} shape="field" />}>
      <CompanySsoCard />
    </Suspense>
  );
}

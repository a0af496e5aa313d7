import type { SubscriptionRequiredSituation } from '../../shared/modals/modalTypes';
import type { SessionViewer } from '../../shared/session/sessionContext';
import { effectivePlan, isLapsed } from '../../shared/session/subscriptionAccess';

/**
 * Which subscription-required message a viewer gets on something their plan does not admit
 * (spec §4), or 'sign-out' for a signed-in viewer without subscription data (spec §4: they are
 * signed out and the cache is reset).
 */
export function subscriptionRequiredSituation(
  viewer: SessionViewer | null,
): SubscriptionRequiredSituation | 'sign-out' {
  if (!viewer) return 'join';
  if (!viewer.subscription) return 'sign-out';
  const plan = effectivePlan(viewer.subscription);
  if (plan === 'EXPLORER') return 'upgrade';
  if (plan !== 'NONE') return 'plan-not-included';
  return isLapsed(viewer.subscription) ? 'renew' : 'free-trial';
}

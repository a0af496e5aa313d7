import { trialReminder } from '../../features/subscription/subscriptionStatus';
import type { TrialReminder } from '../../features/subscription/subscriptionStatus';
import { effectivePlan } from '../../features/subscription/subscriptionStatus';
import { MY_ACCOUNT_PATH, SUBSCRIPTIONS_PATH } from '../routePaths';
import type { SessionViewer } from '../session/sessionContext';

export type SessionStartModal =
  | { kind: 'interestsRequired' }
  | { kind: 'freeTrial'; reminder: TrialReminder }
  /** The interests modal applies but not on this page: ask again on the next page. */
  | { kind: 'wait' }
  | null;

// Pages where asking for interests would get in the way of what the user came to do.
const INTERESTS_EXCLUDED_PATHS: ReadonlySet<string> = new Set([SUBSCRIPTIONS_PATH, MY_ACCOUNT_PATH]);

/**
 * Spec §4's modals at session start, in priority order: interests required (sponsor companies,
 * a plan other than NONE, interests incomplete, not on the subscriptions or my-account page),
 * then the free-trial reminder (non-sponsor companies: a trial with 3 or fewer days left, or a
 * past-due subscription in its grace period).
 */
export function sessionStartModal(viewer: SessionViewer, pathname: string, now: Date): SessionStartModal {
  const isSponsor = viewer.user?.company?.role.type === 'SPONSOR';
  if (isSponsor && viewer.isInterestsRequired && effectivePlan(viewer.subscription, now) !== 'NONE') {
    return INTERESTS_EXCLUDED_PATHS.has(pathname) ? { kind: 'wait' } : { kind: 'interestsRequired' };
  }
  if (!isSponsor && viewer.user?.company) {
    const reminder = trialReminder(viewer.subscription, now);
    if (reminder) return { kind: 'freeTrial', reminder };
  }
  return null;
}

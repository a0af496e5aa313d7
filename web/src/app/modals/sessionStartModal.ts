import type { SubscriptionReminder } from '../../shared/modals/modalTypes';
import { MY_ACCOUNT_PATH, SUBSCRIPTIONS_PATH } from '../../shared/paths';
import type { SessionViewer } from '../../shared/session/sessionContext';
import { effectivePlan } from '../../shared/session/subscriptionAccess';

export type SessionStartModal =
  | { kind: 'interestsRequired' }
  | { kind: 'freeTrial'; reminder: SubscriptionReminder }
  /** The interests modal applies but not on this page: ask again on the next page. */
  | { kind: 'wait' }
  | null;

// Pages where asking for interests would get in the way of what the user came to do.
const INTERESTS_EXCLUDED_PATHS: ReadonlySet<string> = new Set([SUBSCRIPTIONS_PATH, MY_ACCOUNT_PATH]);

/**
 * Spec §4's modals at session start, in priority order: interests required (sponsor companies,
 * a plan in force, interests incomplete, not on the subscriptions or my-account page), then the
 * free-trial reminder the api says is due (it reminds non-sponsor companies only: a trial with 3
 * or fewer days left, or a past-due subscription in its grace period).
 */
export function sessionStartModal(viewer: SessionViewer, pathname: string): SessionStartModal {
  const isSponsor = viewer.user?.company?.role.type === 'SPONSOR';
  if (isSponsor && viewer.isInterestsRequired && effectivePlan(viewer.subscription) !== 'NONE') {
    return INTERESTS_EXCLUDED_PATHS.has(pathname) ? { kind: 'wait' } : { kind: 'interestsRequired' };
  }
  const reminder = viewer.subscription?.reminder;
  if (reminder) return { kind: 'freeTrial', reminder: { kind: reminder.kind, daysLeft: reminder.daysLeft } };
  return null;
}

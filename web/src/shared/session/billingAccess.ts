import type { SessionViewer } from './sessionContext';

export type BillingAccess = 'content' | 'login-prompt' | 'nothing';

/**
 * Spec §2's billing-admin guard, as the api answers it (`CurrentSubscription.billingView`): the
 * billing view, a login prompt, or nothing; nothing too without a viewer or subscription data.
 */
export function billingAccess(viewer: SessionViewer | null): BillingAccess {
  // The guard's words are the api's, lower case and hyphenated (CONTENT, LOGIN_PROMPT, NOTHING):
  // read as they are, they cost the first route no table of their own.
  return (viewer?.subscription?.billingView ?? 'NOTHING').toLowerCase().replace('_', '-') as BillingAccess;
}

import type { SessionViewer } from './sessionContext';

export type BillingAccess = 'content' | 'login-prompt' | 'nothing';

const ACCESS = { CONTENT: 'content', LOGIN_PROMPT: 'login-prompt', NOTHING: 'nothing' } as const;

/**
 * Spec §2's billing-admin guard, as the api answers it (`CurrentSubscription.billingView`): the
 * billing view, a login prompt, or nothing; nothing too without a viewer or subscription data.
 */
export function billingAccess(viewer: SessionViewer | null): BillingAccess {
  const view = viewer?.subscription?.billingView;
  return view ? ACCESS[view] : 'nothing';
}

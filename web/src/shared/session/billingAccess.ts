import type { SessionViewer } from './sessionContext';

export type BillingAccess = 'content' | 'login-prompt' | 'nothing';

/**
 * Spec §2's billing-admin guard. Content for a billing admin of the subscription, a company
 * admin on the Innovator plan whose company is not a sponsor, or any Explorer; a login prompt
 * for other Innovator users; nothing for everyone else. It reads the subscription's plan, not
 * whether it is in force: a lapsed subscription is exactly when its billing must stay reachable.
 */
export function billingAccess(viewer: SessionViewer | null): BillingAccess {
  const subscription = viewer?.subscription;
  if (!viewer || !subscription) return 'nothing';
  if (subscription.billingAdmin) return 'content';
  if (subscription.plan === 'EXPLORER') return 'content';
  if (subscription.plan !== 'INNOVATOR') return 'nothing';
  const isCompanyAdmin = viewer.user?.role === 'COMPANY_ADMIN';
  const isSponsor = viewer.user?.company?.role.type === 'SPONSOR';
  return isCompanyAdmin && !isSponsor ? 'content' : 'login-prompt';
}

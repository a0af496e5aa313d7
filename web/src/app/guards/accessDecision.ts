import type { Plan } from '../../__generated__/graphql';
import { DASHBOARD_PATH, IMPERSONATE_PATH, loginPath } from '../../shared/paths';
import type { AppRoute } from '../../shared/routing/routeTypes';
import { billingAccess } from '../../shared/session/billingAccess';
import type { Session } from '../../shared/session/sessionContext';
import { effectivePlan } from '../../shared/session/subscriptionAccess';

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'loading' }
  | { kind: 'session-error' }
  | { kind: 'redirect'; to: string }
  | { kind: 'login-required'; loginUrl: string }
  | { kind: 'forbidden' }
  | { kind: 'plan-required' }
  | { kind: 'billing-login-prompt'; loginUrl: string }
  | { kind: 'billing-hidden' };

/** Spec §2: a page requiring a plan admits it; a page requiring Innovator also admits Explorer. */
export function isPlanAdmitted(plan: Plan, plans: readonly Plan[] | undefined): boolean {
  if (!plans || plans.length === 0) return true;
  return plans.includes(plan) || (plan === 'EXPLORER' && plans.includes('INNOVATOR'));
}

/** True when `search` (a URL's query string) asks a route with a billing view for it. */
export function isBillingView(route: AppRoute, search: string): boolean {
  return Boolean(route.billingView) && new URLSearchParams(search).get('billing') === 'true';
}

/**
 * Whether the viewer may see `route` at `currentUrl` (path + search), and if not, what
 * happens instead. The one place route guards are decided; checked in this order.
 */
export function decideAccess(
  route: AppRoute,
  session: Pick<Session, 'status' | 'viewer'>,
  currentUrl: string,
): AccessDecision {
  if (session.status !== 'ready') {
    if (route.skipLoading) return { kind: 'allow' };
    return session.status === 'loading' ? { kind: 'loading' } : { kind: 'session-error' };
  }
  const { viewer } = session;
  if (viewer?.needsImpersonationTarget && !route.allowsAdminWithoutTarget)
    return { kind: 'redirect', to: IMPERSONATE_PATH };
  if (route.needsLogin && !viewer) return { kind: 'login-required', loginUrl: loginPath(currentUrl) };
  if (route.adminOnly && !viewer?.isAdmin) return { kind: 'redirect', to: DASHBOARD_PATH };
  // Visitors pass a public page's permission (they get its public view); a signed-in viewer
  // without it, e.g. an admin acting as a user on a page spec §6 blocks, is denied.
  if (route.permission && (route.needsLogin || viewer) && !viewer?.permissions.includes(route.permission))
    return { kind: 'forbidden' };
  const search = currentUrl.includes('?') ? currentUrl.slice(currentUrl.indexOf('?')) : '';
  if (isBillingView(route, search)) {
    const access = billingAccess(viewer);
    if (access === 'login-prompt') return { kind: 'billing-login-prompt', loginUrl: loginPath(currentUrl) };
    if (access === 'nothing') return { kind: 'billing-hidden' };
  }
  if (route.plans && !isPlanAdmitted(effectivePlan(viewer?.subscription), route.plans))
    return { kind: 'plan-required' };
  return { kind: 'allow' };
}

import type { Plan } from '../../__generated__/graphql';
import { loginPath } from '../../features/auth/authUrls';
import { DASHBOARD_PATH } from '../../features/dashboard/dashboardUrls';
import { IMPERSONATE_PATH } from '../../features/impersonation/impersonationUrls';
import type { AppRoute } from '../routeTypes';
import type { Session } from '../session/sessionContext';

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'loading' }
  | { kind: 'session-error' }
  | { kind: 'redirect'; to: string }
  | { kind: 'forbidden' }
  | { kind: 'plan-required' };

/** Spec §2: a page requiring a plan admits it; a page requiring Innovator also admits Explorer. */
export function isPlanAdmitted(plan: Plan, plans: readonly Plan[] | undefined): boolean {
  if (!plans || plans.length === 0) return true;
  return plans.includes(plan) || (plan === 'EXPLORER' && plans.includes('INNOVATOR'));
}

/**
 * Whether the viewer may see `route` at `currentUrl` (path + search), and if not, what
 * happens instead. The one place route guards are decided; checked in this order.
 */
export function decideAccess(route: AppRoute, session: Pick<Session, 'status' | 'viewer'>, currentUrl: string): AccessDecision {
  if (session.status !== 'ready') {
    if (route.skipLoading) return { kind: 'allow' };
    return session.status === 'loading' ? { kind: 'loading' } : { kind: 'session-error' };
  }
  const { viewer } = session;
  if (viewer?.needsImpersonationTarget && !route.allowsAdminWithoutTarget) return { kind: 'redirect', to: IMPERSONATE_PATH };
  if (route.needsLogin && !viewer) return { kind: 'redirect', to: loginPath(currentUrl) };
  if (route.adminOnly && !viewer?.isAdmin) return { kind: 'redirect', to: DASHBOARD_PATH };
  if (route.permission && !viewer?.permissions.includes(route.permission)) return { kind: 'forbidden' };
  if (route.plans && !isPlanAdmitted(viewer?.subscription?.plan ?? 'NONE', route.plans)) return { kind: 'plan-required' };
  return { kind: 'allow' };
}

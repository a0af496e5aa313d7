import { describe, expect, it } from 'vitest';
import type { SessionViewer } from '../session/sessionContext';
import type { AppRoute } from '../routeTypes';
import { buildAdminWithoutTarget, buildSubscription, buildViewer } from '../../test/factories';
import { decideAccess, isPlanAdmitted } from './accessDecision';

const Page = () => null;
const route = (overrides: Partial<AppRoute> = {}): AppRoute => ({
  path: '/x',
  page: Page,
  needsLogin: true,
  seo: { title: 'X', description: 'X' },
  ...overrides,
});
const ready = (viewer: SessionViewer | null) => ({ status: 'ready' as const, viewer });

describe('decideAccess', () => {
  it('waits when the session is loading and the route does not skip loading', () => {
    expect(decideAccess(route(), { status: 'loading', viewer: null }, '/x')).toEqual({ kind: 'loading' });
  });

  it('renders at once when the route skips loading', () => {
    expect(decideAccess(route({ needsLogin: false, skipLoading: true }), { status: 'loading', viewer: null }, '/x')).toEqual({ kind: 'allow' });
  });

  it('reports a session error when the session failed to load', () => {
    expect(decideAccess(route(), { status: 'error', viewer: null }, '/x')).toEqual({ kind: 'session-error' });
  });

  it('redirects to login with the current URL when signed out', () => {
    expect(decideAccess(route(), ready(null), '/x?a=1')).toEqual({ kind: 'redirect', to: '/login?returnTo=%2Fx%3Fa%3D1' });
  });

  it('redirects an admin without a target to the picker when the route does not allow it', () => {
    const admin = buildAdminWithoutTarget();
    expect(decideAccess(route({ needsLogin: false }), ready(admin), '/x')).toEqual({ kind: 'redirect', to: '/impersonate' });
    expect(decideAccess(route({ needsLogin: false, allowsAdminWithoutTarget: true }), ready(admin), '/x')).toEqual({ kind: 'allow' });
  });

  it('redirects a non-admin to the dashboard when the route is for admins', () => {
    expect(decideAccess(route({ adminOnly: true }), ready(buildViewer()), '/x')).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('forbids when the permission is missing', () => {
    const viewer = buildViewer({ permissions: ['MY_ACCOUNT'] });
    expect(decideAccess(route({ permission: 'MEMBER_DASHBOARD' }), ready(viewer), '/x')).toEqual({ kind: 'forbidden' });
  });

  it('asks for a plan when the viewer plan is not admitted', () => {
    const viewer = buildViewer({ subscription: buildSubscription({ plan: 'NONE' }) });
    expect(decideAccess(route({ plans: ['INNOVATOR'] }), ready(viewer), '/x')).toEqual({ kind: 'plan-required' });
  });

  it('allows when every check passes', () => {
    const viewer = buildViewer();
    expect(decideAccess(route({ permission: 'MEMBER_DASHBOARD', plans: ['INNOVATOR'] }), ready(viewer), '/x')).toEqual({ kind: 'allow' });
  });
});

describe('isPlanAdmitted', () => {
  it('admits any plan when the page requires none', () => {
    expect(isPlanAdmitted('NONE', undefined)).toBe(true);
    expect(isPlanAdmitted('NONE', [])).toBe(true);
  });

  it('admits Explorer when the page requires Innovator', () => {
    expect(isPlanAdmitted('EXPLORER', ['INNOVATOR'])).toBe(true);
  });

  it('refuses Innovator when the page requires only Explorer', () => {
    expect(isPlanAdmitted('INNOVATOR', ['EXPLORER'])).toBe(false);
  });

  it('refuses no plan when the page requires Innovator', () => {
    expect(isPlanAdmitted('NONE', ['INNOVATOR'])).toBe(false);
  });
});

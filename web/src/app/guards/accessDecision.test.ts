import { describe, expect, it } from 'vitest';
import type { RouteWithTexts } from '../../shared/routing/routeTypes';
import type { SessionViewer } from '../../shared/session/sessionContext';
import { buildAdminWithoutTarget, buildSubscription, buildUser, buildViewer } from '../../test/factories';
import { decideAccess, isPlanAdmitted } from './accessDecision';

const Page = () => null;
const route = (overrides: Partial<RouteWithTexts> = {}): RouteWithTexts => ({
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
    expect(
      decideAccess(route({ needsLogin: false, skipLoading: true }), { status: 'loading', viewer: null }, '/x'),
    ).toEqual({ kind: 'allow' });
  });

  it('reports a session error when the session failed to load', () => {
    expect(decideAccess(route(), { status: 'error', viewer: null }, '/x')).toEqual({ kind: 'session-error' });
  });

  it('asks to log in, returning to the current URL, when signed out', () => {
    expect(decideAccess(route(), ready(null), '/x?a=1')).toEqual({
      kind: 'login-required',
      loginUrl: '/login?returnTo=%2Fx%3Fa%3D1',
    });
  });

  it('redirects an admin without a target to the picker when the route does not allow it', () => {
    const admin = buildAdminWithoutTarget();
    expect(decideAccess(route({ needsLogin: false }), ready(admin), '/x')).toEqual({
      kind: 'redirect',
      to: '/impersonate',
    });
    expect(decideAccess(route({ needsLogin: false, allowsAdminWithoutTarget: true }), ready(admin), '/x')).toEqual({
      kind: 'allow',
    });
  });

  it('redirects a non-admin to the dashboard when the route is for admins', () => {
    expect(decideAccess(route({ adminOnly: true }), ready(buildViewer()), '/x')).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });

  it('forbids when the permission is missing', () => {
    const viewer = buildViewer({ permissions: ['MY_ACCOUNT'] });
    expect(decideAccess(route({ permission: 'MEMBER_DASHBOARD' }), ready(viewer), '/x')).toEqual({ kind: 'forbidden' });
  });

  it("admits visitors to a public page's permission, and denies a signed-in viewer without it (spec §6 while impersonating)", () => {
    const publicPage = route({ needsLogin: false, permission: 'REQUESTS' });
    expect(decideAccess(publicPage, ready(null), '/requests')).toEqual({ kind: 'allow' });
    const impersonating = buildViewer({ permissions: ['MY_ACCOUNT'] });
    expect(decideAccess(publicPage, ready(impersonating), '/requests')).toEqual({ kind: 'forbidden' });
    expect(decideAccess(publicPage, ready(buildViewer({ permissions: ['REQUESTS'] })), '/requests')).toEqual({
      kind: 'allow',
    });
  });

  it('asks for a plan when the viewer plan is not admitted', () => {
    const viewer = buildViewer({ subscription: buildSubscription({ plan: 'NONE' }) });
    expect(decideAccess(route({ plans: ['INNOVATOR'] }), ready(viewer), '/x')).toEqual({ kind: 'plan-required' });
  });

  it('asks for a plan when the subscription is no longer in force', () => {
    const ended = buildViewer({ subscription: buildSubscription({ status: 'ENDED' }) });
    const expiredTrial = buildViewer({
      subscription: buildSubscription({ status: 'TRIALING', endDate: '2026-05-09T00:00:00.000Z', inForce: false }),
    });
    expect(decideAccess(route({ plans: ['INNOVATOR'] }), ready(ended), '/x')).toEqual({ kind: 'plan-required' });
    expect(decideAccess(route({ plans: ['INNOVATOR'] }), ready(expiredTrial), '/x')).toEqual({
      kind: 'plan-required',
    });
  });

  it('asks a signed-out visitor for a plan when a public page needs one', () => {
    expect(decideAccess(route({ needsLogin: false, plans: ['INNOVATOR'] }), ready(null), '/x')).toEqual({
      kind: 'plan-required',
    });
  });

  it('applies the billing-admin guard only when the route has a billing view and the URL asks for it', () => {
    const member = buildViewer({
      user: buildUser({ role: 'MEMBER' }),
      subscription: buildSubscription({ billingAdmin: false }),
    });
    const billingRoute = route({ billingView: { seo: { title: 'Billing', description: 'Billing.' } } });
    expect(decideAccess(billingRoute, ready(member), '/x?billing=true')).toEqual({
      kind: 'billing-login-prompt',
      loginUrl: '/login?returnTo=%2Fx%3Fbilling%3Dtrue',
    });
    expect(decideAccess(billingRoute, ready(member), '/x')).toEqual({ kind: 'allow' });
    expect(decideAccess(route(), ready(member), '/x?billing=true')).toEqual({ kind: 'allow' });
  });

  it('hides the billing view when the viewer has no plan', () => {
    const viewer = buildViewer({ subscription: buildSubscription({ plan: 'NONE', billingAdmin: false }) });
    const billingRoute = route({ billingView: { seo: { title: 'Billing', description: 'Billing.' } } });
    expect(decideAccess(billingRoute, ready(viewer), '/x?billing=true')).toEqual({ kind: 'billing-hidden' });
  });

  it('allows when every check passes', () => {
    const viewer = buildViewer();
    expect(decideAccess(route({ permission: 'MEMBER_DASHBOARD', plans: ['INNOVATOR'] }), ready(viewer), '/x')).toEqual({
      kind: 'allow',
    });
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

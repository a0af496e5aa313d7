import { describe, expect, it } from 'vitest';
import type { Permission } from '../__generated__/graphql';
import { buildAdminWithoutTarget, buildCompany, buildUser, buildViewer } from '../test/factories';
import { navigationLinks } from './navigation';

// The links come from the features' shell.ts; these are the header's links for each kind of
// viewer, in the header's order.
const MEMBER_PERMISSIONS: Permission[] = ['MEMBER_DASHBOARD', 'COMPARE', 'MY_SUBSCRIPTION', 'MY_ACCOUNT'];

describe('navigationLinks', () => {
  it('links search and the marketplace when signed out', () => {
    expect(navigationLinks(null)).toEqual([
      { to: '/search', label: 'Search' },
      { to: '/requests', label: 'Requests' },
      { to: '/capability', label: 'Capability' },
    ]);
  });

  it('links nothing for an admin who has not picked whom to act as', () => {
    expect(navigationLinks(buildAdminWithoutTarget())).toEqual([]);
  });

  it('links every built screen a member may open, in the header order', () => {
    expect(navigationLinks(buildViewer({ permissions: MEMBER_PERMISSIONS }))).toEqual([
      { to: '/dashboard', label: 'Dashboard' },
      { to: '/search', label: 'Search' },
      { to: '/companies/northwind-trials', label: 'My company' },
      { to: '/compare', label: 'Compare' },
      { to: '/capability', label: 'Capability' },
      { to: '/dashboard/subscription', label: 'Subscription' },
      { to: '/my-account', label: 'My account' },
    ]);
  });

  it.each([
    ['MEMBER_DASHBOARD', 'Dashboard'],
    ['COMPARE', 'Compare'],
    ['MY_SUBSCRIPTION', 'Subscription'],
    ['MY_ACCOUNT', 'My account'],
  ] as const)('leaves a link out without its permission (%s: %s)', (permission, label) => {
    const links = navigationLinks(buildViewer({ permissions: MEMBER_PERMISSIONS.filter((p) => p !== permission) }));
    expect(links.map((link) => link.label)).not.toContain(label);
    expect(links).toHaveLength(6);
  });

  it('links search, their own company and capability alerts for a signed-in viewer without permissions', () => {
    expect(navigationLinks(buildViewer({ permissions: [] }))).toEqual([
      { to: '/search', label: 'Search' },
      { to: '/companies/northwind-trials', label: 'My company' },
      { to: '/capability', label: 'Capability' },
    ]);
  });

  it('links the company admin to their own company; its edit form is on the profile and the dashboard', () => {
    const admin = buildViewer({ permissions: [...MEMBER_PERMISSIONS, 'COMPANY_EDIT'] });
    expect(navigationLinks(admin).filter((link) => link.to.startsWith('/companies'))).toEqual([
      { to: '/companies/northwind-trials', label: 'My company' },
    ]);
  });

  it('leaves Edit company out for a member without the edit permission', () => {
    const member = buildViewer({ user: buildUser({ role: 'MEMBER' }), permissions: MEMBER_PERMISSIONS });
    expect(navigationLinks(member).map((link) => link.label)).not.toContain('Edit company');
  });

  it('links no company of their own to a user of no company', () => {
    const viewer = buildViewer({
      user: buildUser({ company: null }),
      permissions: [...MEMBER_PERMISSIONS, 'COMPANY_EDIT'],
    });
    const labels = navigationLinks(viewer).map((link) => link.label);
    expect(labels).not.toContain('My company');
    expect(labels).not.toContain('Edit company');
  });

  it('encodes the alias into the path', () => {
    const viewer = buildViewer({ user: buildUser({ company: buildCompany({ alias: 'a b/c' }) }) });
    expect(navigationLinks(viewer)).toContainEqual({ to: '/companies/a%20b%2Fc', label: 'My company' });
  });

  it('links both inboxes through one "Inbox" entry, after Compare (the inbox page has a tab per box)', () => {
    const viewer = buildViewer({ permissions: [...MEMBER_PERMISSIONS, 'INBOX', 'COMPANY_INBOX'] });
    const paths = navigationLinks(viewer).map((link) => link.to);
    expect(paths.filter((path) => path.includes('inbox'))).toEqual(['/dashboard/inbox']);
    expect(paths.indexOf('/dashboard/inbox')).toBe(paths.indexOf('/compare') + 1);
  });

  it('links no inbox without the INBOX permission, even with COMPANY_INBOX', () => {
    const viewer = buildViewer({ permissions: [...MEMBER_PERMISSIONS, 'COMPANY_INBOX'] });
    expect(navigationLinks(viewer).map((link) => link.to)).not.toContain('/dashboard/inbox');
  });
});

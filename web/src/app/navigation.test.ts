import { describe, expect, it } from 'vitest';
import type { Permission } from '../__generated__/graphql';
import { buildAdminWithoutTarget, buildViewer } from '../test/factories';
import { navigationLinks } from './navigation';

// The links come from the features' routes.tsx; these are the header's links for each kind of
// viewer, in the header's order.
const MEMBER_PERMISSIONS: Permission[] = ['MEMBER_DASHBOARD', 'COMPARE', 'MY_SUBSCRIPTION', 'MY_ACCOUNT'];

describe('navigationLinks', () => {
  it('links only search when signed out', () => {
    expect(navigationLinks(null)).toEqual([{ to: '/search', label: 'Search' }]);
  });

  it('links nothing for an admin who has not picked whom to act as', () => {
    expect(navigationLinks(buildAdminWithoutTarget())).toEqual([]);
  });

  it('links every built screen a member may open, in the header order', () => {
    expect(navigationLinks(buildViewer({ permissions: MEMBER_PERMISSIONS }))).toEqual([
      { to: '/dashboard', label: 'Dashboard' },
      { to: '/search', label: 'Search' },
      { to: '/companies', label: 'Companies' },
      { to: '/compare', label: 'Compare' },
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
    expect(links).toHaveLength(5);
  });

  it('links search and companies for a signed-in viewer without permissions', () => {
    expect(navigationLinks(buildViewer({ permissions: [] }))).toEqual([
      { to: '/search', label: 'Search' },
      { to: '/companies', label: 'Companies' },
    ]);
  });
});

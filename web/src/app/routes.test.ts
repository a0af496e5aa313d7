import { describe, expect, it } from 'vitest';
import { appRoutes } from '../__generated__/routeManifest';
import { shellBanners } from './shellParts';

// The table is generated from every features/*/routes.ts and app/routes.ts (scripts/codegen-routes.ts):
// these check the assembly, not a feature.
describe('appRoutes', () => {
  it('declares every path once', () => {
    const paths = appRoutes.map((route) => route.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it('collects the features’ routes and ends with /404 and the catch-all', () => {
    const paths = appRoutes.map((route) => route.path);
    for (const path of ['/', '/login', '/register', '/dashboard', '/dashboard/subscription/history', '/faq'])
      expect(paths).toContain(path);
    expect(paths.slice(-2)).toEqual(['/404', '*']);
  });

  it('loads every page lazily, so the shell pulls in no page code', () => {
    expect(appRoutes.filter((route) => typeof route.page.preload !== 'function').map((route) => route.path)).toEqual(
      [],
    );
  });

  it('loads every route’s texts with its page, so the manifest carries no SEO', async () => {
    expect(appRoutes.filter((route) => typeof route.texts !== 'function').map((route) => route.path)).toEqual([]);
    const billing = appRoutes.find((route) => route.path === '/dashboard/subscription');
    expect(await billing?.texts()).toEqual({
      seo: expect.objectContaining({ title: 'My subscription' }),
      billingView: { seo: expect.objectContaining({ title: 'Billing' }) },
    });
  });

  it('collects the shell banners (impersonation, the referral claim)', () => {
    expect(shellBanners).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import { appRoutes, shellBanners } from './routes';

// The table is assembled from every features/*/routes.tsx: these check the assembly, not a feature.
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

  it('collects the shell banners (impersonation)', () => {
    expect(shellBanners).toHaveLength(1);
  });
});

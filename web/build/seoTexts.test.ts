// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seoManifest } from './seoTexts';

describe('seoManifest', () => {
  it("lists every declared route's texts with its path, and leaves out the catch-all", () => {
    const seo = { title: 'Companies', description: 'On the platform.', canonical: '/companies' };
    const manifest = seoManifest([
      [
        { path: '/companies', needsLogin: false, seo },
        {
          path: '/companies/:alias/edit',
          needsLogin: true,
          seo: { title: 'Edit', description: 'd', robots: 'noindex' },
        },
      ],
      [{ path: '*', seo: { title: 'Page not found', description: 'x' } }],
    ]);
    expect(manifest.routes).toEqual([
      { ...seo, path: '/companies', needsLogin: false },
      { title: 'Edit', description: 'd', robots: 'noindex', path: '/companies/:alias/edit', needsLogin: true },
    ]);
  });
});

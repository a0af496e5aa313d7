// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkDeclarations, featureShellModule, routeManifestModule, routePathsModule } from './routeManifest';
import type { DeclaringModule } from './routeManifest';

const company: DeclaringModule = {
  dir: 'features/company',
  routes: [
    { path: '/companies', page: './pages/CompanyListPage#CompanyListPage', needsLogin: false, plans: ['INNOVATOR'] },
    {
      path: '/companies/:alias',
      page: './pages/CompanyProfileRoute#CompanyProfileRoute',
      preview: './pages/CompanyProfileRoute#CompanyProfileRoute',
      needsLogin: false,
      shell: true,
    },
  ],
};
const app: DeclaringModule = {
  dir: 'app',
  routes: [{ path: '*', page: '../shared/ui/NotFoundPage#NotFoundPage', needsLogin: false, skipLoading: true }],
};

describe('routeManifestModule', () => {
  it('gives each route its guard, a lazy import of its page (each page once) and of its texts', () => {
    const source = routeManifestModule([company, app]);
    expect(source).toContain(`const companyTexts = () => import("../features/company/routes");`);
    expect(source.match(/import\("\.\.\/features\/company\/pages\/CompanyProfileRoute"\)/g)).toHaveLength(1);
    expect(source).toContain(
      `{ path: "/companies/:alias", needsLogin: false, shell: true, page: company_CompanyProfileRoute, preview: company_CompanyProfileRoute, texts: routeTexts(companyTexts, "/companies/:alias") },`,
    );
    expect(source).toContain(`plans: ["INNOVATOR"]`);
    expect(source).toContain(`const app_NotFoundPage = lazyPage(() => import("../shared/ui/NotFoundPage")`);
    // The shell's own routes come last, as declared.
    expect(source.indexOf('path: "*"')).toBeGreaterThan(source.indexOf('path: "/companies/:alias"'));
  });

  it('adds to the table, and to nothing else, when a route is declared', () => {
    const before = routeManifestModule([company, app]);
    const added = { path: '/companies/new', page: './pages/NewCompanyPage#NewCompanyPage', needsLogin: true };
    const after = routeManifestModule([{ ...company, routes: [...company.routes, added] }, app]);
    const removed = before.split('\n').filter((line) => !after.split('\n').includes(line));
    expect(removed).toEqual([]);
    expect(after.split('\n').filter((line) => !before.split('\n').includes(line))).toEqual([
      'const company_NewCompanyPage = lazyPage(() => import("../features/company/pages/NewCompanyPage").then((m) => m.NewCompanyPage));',
      '  { path: "/companies/new", needsLogin: true, page: company_NewCompanyPage, texts: routeTexts(companyTexts, "/companies/new") },',
    ]);
  });

  it('refuses a path declared twice and a page that names no module and export', () => {
    expect(() => checkDeclarations([company, company])).toThrow(/\/companies is declared twice/);
    const broken = { dir: 'features/x', routes: [{ path: '/x', page: 'pages/X', needsLogin: false }] };
    expect(() => checkDeclarations([broken])).toThrow(/"pages\/X" is not "\.\/module#Export"/);
  });
});

describe('routePathsModule', () => {
  it('types every declared pattern but the catch-all', () => {
    expect(routePathsModule([company, app])).toContain(
      'export type RoutePattern =\n  | "/companies"\n  | "/companies/:alias"\n  ;',
    );
  });
});

describe('featureShellModule', () => {
  it('lists every feature’s shell module', () => {
    const source = featureShellModule(['features/notification', 'features/looking-for']);
    expect(source).toContain('import * as lookingForShell from "../features/looking-for/shell";');
    expect(source).toContain(
      'export const featureShells: readonly FeatureShell[] = [notificationShell, lookingForShell];',
    );
  });
});

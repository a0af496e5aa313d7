// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkBundleBudget,
  FIRST_ROUTE_BUDGET_BYTES,
  FIRST_ROUTE_MODULES_FILE,
  firstRouteFiles,
  formatBudgetReport,
  pageLibraryModules,
  routeScopedModules,
} from './bundleBudget';
import type { Manifest } from './bundleBudget';

const manifest: Manifest = {
  'index.html': { file: 'assets/boot-f.js', isEntry: true, dynamicImports: ['src/app.tsx'] },
  'src/app.tsx': {
    file: 'assets/index-a.js',
    imports: ['_vendor.js'],
    dynamicImports: ['src/pages/Page.tsx'],
    css: ['assets/index-a.css'],
  },
  '_vendor.js': { file: 'assets/vendor-b.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-c.js', imports: ['_vendor.js'] },
  'src/pages/Page.tsx': { file: 'assets/Page-d.js', imports: ['_vendor.js', '_page-only.js'] },
  '_page-only.js': { file: 'assets/page-only-e.js' },
};

describe('firstRouteFiles', () => {
  it('follows the entry, the app it boots and their static imports, with their CSS, and leaves lazy pages out', () => {
    expect(firstRouteFiles(manifest).sort()).toEqual([
      'assets/boot-f.js',
      'assets/index-a.css',
      'assets/index-a.js',
      'assets/shared-c.js',
      'assets/vendor-b.js',
    ]);
  });

  it('refuses a manifest without an entry or with an import it does not describe', () => {
    expect(() => firstRouteFiles({ 'a.js': { file: 'a.js' } })).toThrow(/no entry/);
    expect(() => firstRouteFiles({ 'index.html': { file: 'a.js', isEntry: true, imports: ['_gone.js'] } })).toThrow(
      /_gone\.js/,
    );
  });
});

describe('checkBundleBudget', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'tb-budget-'));
    mkdirSync(join(dist, '.vite'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    // Random bytes do not compress: their gzip size is about their size.
    writeFileSync(join(dist, 'assets', 'boot-f.js'), 'import("./index-a.js");');
    writeFileSync(join(dist, 'assets', 'index-a.js'), randomBytes(30 * 1024).toString('base64'));
    writeFileSync(join(dist, 'assets', 'index-a.css'), 'body { margin: 0 }\n'.repeat(100));
    writeFileSync(join(dist, 'assets', 'vendor-b.js'), randomBytes(10 * 1024));
    writeFileSync(join(dist, 'assets', 'shared-c.js'), 'export const x = 1;');
    writeFileSync(join(dist, 'assets', 'Page-d.js'), randomBytes(500 * 1024));
    writeFileSync(join(dist, 'assets', 'page-only-e.js'), randomBytes(500 * 1024));
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('sums the gzip size of the first route only, largest file first', () => {
    const report = checkBundleBudget(dist, 100 * 1024);
    expect(report.files.map((f) => f.file)[0]).toBe('assets/index-a.js');
    expect(report.totalGzipBytes).toBeGreaterThan(40 * 1024);
    expect(report.totalGzipBytes).toBeLessThan(60 * 1024);
    expect(report.withinBudget).toBe(true);
  });

  it('fails when the first route is over the budget', () => {
    const report = checkBundleBudget(dist, 20 * 1024);
    expect(report.withinBudget).toBe(false);
    expect(formatBudgetReport(report)).toMatch(/OVER the budget of 20\.0 KB/);
  });
});

describe('routeScopedModules', () => {
  it('finds the modules a route or a feature brings, which the first route must not carry', () => {
    expect(
      routeScopedModules([
        'src/app/AppHeader.tsx',
        'src/shared/paths.ts',
        'src/features/company/routes.ts',
        'src/features/notification/shell.ts',
        'src/__generated__/routeManifest.ts',
        'src/__generated__/featureShell.ts',
        'src/__generated__/graphql.ts',
        'src/app/shellParts.ts',
      ]),
    ).toEqual([
      'src/features/company/routes.ts',
      'src/features/notification/shell.ts',
      'src/__generated__/routeManifest.ts',
      'src/__generated__/featureShell.ts',
      'src/app/shellParts.ts',
    ]);
  });
});

describe('pageLibraryModules', () => {
  it('finds Chakra and its styling engine, which the shell renders without', () => {
    expect(
      pageLibraryModules([
        'src/app/AppHeader.tsx',
        '../node_modules/react-dom/cjs/react-dom-client.production.js',
        '../node_modules/@chakra-ui/react/dist/esm/components/button/button.js',
        '../node_modules/@emotion/react/dist/emotion-react.browser.esm.js',
        'src/ui/ChakraScope.tsx',
      ]),
    ).toEqual([
      '../node_modules/@chakra-ui/react/dist/esm/components/button/button.js',
      '../node_modules/@emotion/react/dist/emotion-react.browser.esm.js',
    ]);
  });
});

// The real build (npm test builds first; the build itself also fails over the budget).
const builtDist = join(import.meta.dirname, '..', 'dist');
describe.skipIf(!existsSync(join(builtDist, '.vite', 'manifest.json')))('the built web app', () => {
  it(`loads at most ${FIRST_ROUTE_BUDGET_BYTES / 1024} KB gzip before its first route renders`, () => {
    const report = checkBundleBudget(builtDist);
    console.log(formatBudgetReport(report));
    expect(report.withinBudget).toBe(true);
  });

  // Adding a route edits a feature's routes.ts (and adds its page), which codegen turns into the
  // route table: none of them is in the first route, so nothing a route adds can be either.
  it('carries no feature module and not the route table in its first route, so adding a route adds nothing to it', () => {
    const modules = JSON.parse(readFileSync(join(builtDist, FIRST_ROUTE_MODULES_FILE), 'utf8')) as string[];
    expect(modules).toContain('src/app/router.tsx');
    expect(routeScopedModules(modules)).toEqual([]);
  });

  it('carries no Chakra in its first route: the shell renders before Chakra loads', () => {
    const modules = JSON.parse(readFileSync(join(builtDist, FIRST_ROUTE_MODULES_FILE), 'utf8')) as string[];
    expect(pageLibraryModules(modules)).toEqual([]);
  });
});

import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** A route's SEO as a routes.ts declares it (src/shared/routing/seo.ts, `Seo`). */
export interface DeclaredSeo {
  title: string;
  description: string;
  canonical?: string;
  robots?: string;
  openGraph?: Readonly<Record<string, string>>;
  twitter?: Readonly<Record<string, string>>;
}

/** One route of `dist/seo.json`: its path pattern, whether it needs a session, and its texts. */
export interface SeoRoute extends DeclaredSeo {
  path: string;
  needsLogin: boolean;
}

/** What the bff reads (bff/src/modules/seo): every declared route's SEO, in declaration order. */
export interface SeoManifest {
  routes: SeoRoute[];
}

interface Declared {
  path: string;
  needsLogin?: boolean;
  seo?: DeclaredSeo;
}

/** The SEO of every declared route that has any (the shell's catch-all `*` is no page). */
export function seoManifest(declarations: readonly (readonly Declared[])[]): SeoManifest {
  const routes: SeoRoute[] = [];
  for (const declared of declarations)
    for (const route of declared) {
      if (!route.seo || route.path === '*') continue;
      routes.push({ ...route.seo, path: route.path, needsLogin: route.needsLogin ?? false });
    }
  return { routes };
}

/** Each feature's routes.ts, then the shell's, as codegen reads them (scripts/codegen-routes.ts). */
async function readDeclarations(srcDir: string): Promise<Declared[][]> {
  // tsx runs the TypeScript declarations (plain data importing only types) in this process.
  const { tsImport } = await import('tsx/esm/api');
  const dirs = readdirSync(join(srcDir, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(srcDir, 'features', entry.name, 'routes.ts')))
    .map((entry) => `features/${entry.name}`)
    .sort();
  const declarations: Declared[][] = [];
  for (const dir of [...dirs, 'app']) {
    const module = (await tsImport(pathToFileURL(resolve(srcDir, dir, 'routes.ts')).href, import.meta.url)) as {
      routes?: Declared[];
    };
    declarations.push(module.routes ?? []);
  }
  return declarations;
}

/**
 * Writes `dist/seo.json`: the SEO texts the features declare in their routes.ts, so the bff can
 * serve them in the HTML of public pages to readers that run no script (crawlers, link
 * previews) without a second copy of any text (docs/seo.md).
 */
export function seoTexts(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'trialbridge-seo-texts',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      async handler() {
        const manifest = seoManifest(await readDeclarations(join(root, 'src')));
        writeFileSync(join(outDir, 'seo.json'), `${JSON.stringify(manifest)}\n`);
      },
    },
  };
}

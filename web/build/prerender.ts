import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { Logger, Plugin } from 'vite';
import type { Manifest } from './bundleBudget';
import { firstRouteFiles, staticChunks } from './bundleBudget';
import { graphqlDocumentImports } from './graphqlDocuments';

/** What the SSR entry (src/prerender/prerenderPage.tsx) exports. */
interface PrerenderEntry {
  PRERENDERED_PAGES: readonly { path: string; file: string; module: string }[];
  prerenderPage: (path: string) => Promise<string>;
}

/** index.html marks the part of `#root` a prerendered page replaces. */
const BOOT_CONTENT = /<!--boot-->[\s\S]*<!--\/boot-->/;
/** A style element React's Emotion integration writes while rendering to HTML. */
const EMOTION_STYLE = /<style data-emotion="[^"]*">[^<]*<\/style>/g;

/**
 * The app's index.html with `body` in `#root` and the page's own chunks named for the boot script
 * (src/main.tsx) to preload with the app once the page has painted, so none waits for the app.
 */
export function pageHtml(indexHtml: string, body: string, preload: readonly string[]): string {
  if (!BOOT_CONTENT.test(indexHtml)) throw new Error('Prerender: index.html has no <!--boot--> … <!--/boot--> part.');
  const chunks = preload.length ? `    <meta name="page-chunks" content="${preload.join(' ')}">\n` : '';
  // Emotion writes each component's <style> next to it; in the head they apply before the body
  // parses, so a page the browser paints half-parsed has its final layout (nothing shifts). The
  // app's Emotion cache finds them there by their data-emotion ids and does not insert them again.
  const styles: string[] = [];
  const markup = body.replace(EMOTION_STYLE, (style) => {
    styles.push(style);
    return '';
  });
  return (
    indexHtml
      // Inert until the app renders over it: a static form would submit natively, and what was
      // typed into it would be lost (the app's first render removes the attribute).
      .replace('<div id="root">', '<div id="root" data-prerendered="" inert="">')
      .replace(BOOT_CONTENT, () => markup)
      .replace('</head>', () => `${chunks}    ${styles.join('')}\n  </head>`)
  );
}

/** The routes.ts of the feature a page module belongs to (its texts load with the page). */
export function featureRoutesModule(pageModule: string): string {
  const feature = /^src\/features\/[^/]+\//.exec(pageModule);
  if (!feature) throw new Error(`Prerender: ${pageModule} is no feature's page.`);
  return `${feature[0]}routes.ts`;
}

/**
 * Renders the public pages (`PRERENDERED_PAGES`) to `dist/prerendered/<file>` once the client
 * build is written: an SSR build of src/prerender/prerenderPage.tsx, run in this process. The
 * bff sends one of them instead of index.html for its path.
 */
export function prerender(generatedDir: string): Plugin {
  let root = '';
  let outDir = '';
  let logger: Logger | null = null;
  return {
    name: 'trialbridge-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    // Before closeBundle, where the output is precompressed and measured.
    writeBundle: {
      sequential: true,
      async handler() {
        const ssrOut = join(root, 'node_modules', '.prerender');
        await build({
          root,
          configFile: false,
          logLevel: 'warn',
          plugins: [graphqlDocumentImports(generatedDir)],
          build: { ssr: 'src/prerender/prerenderPage.tsx', outDir: ssrOut, emptyOutDir: true, sourcemap: false },
        });
        const entry = // No cache-busting query: the page chunks import the entry back by its plain URL, and a
          // second instance of it would hold second copies of the app's contexts.
          (await import(pathToFileURL(join(ssrOut, 'prerenderPage.js')).href)) as PrerenderEntry;
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
        const loadedFirst = new Set(firstRouteFiles(manifest));
        const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
        mkdirSync(join(outDir, 'prerendered'), { recursive: true });
        for (const page of entry.PRERENDERED_PAGES) {
          const body = await entry.prerenderPage(page.path);
          if (!manifest[page.module])
            throw new Error(
              `Prerender: ${page.module} is not in the build manifest (web/src/prerender/prerenderPage.tsx).`,
            );
          // The page's chunk and its texts' (its feature's routes.ts), with their static imports:
          // what the route needs before it can render.
          const preload = staticChunks(manifest, [page.module, featureRoutesModule(page.module)])
            .map((chunk) => chunk.file)
            .filter((file) => !loadedFirst.has(file));
          writeFileSync(join(outDir, 'prerendered', page.file), pageHtml(indexHtml, body, preload));
        }
        logger?.info(`prerendered ${entry.PRERENDERED_PAGES.map((page) => page.path).join(', ')}`);
      },
    },
  };
}

import { mkdirSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Logger, type Plugin } from 'vite';
import { GRAPHQL_PAGES_DIR } from './schemaReference';

/** The playground's page, where the bff reads it for GET /graphql (a dot folder: no URL of its own). */
export const PLAYGROUND_FILE = 'playground.html';
/** Its scripts and styles, served as the app's assets are (hashed, cached for a year). */
export const PLAYGROUND_BASE = '/playground/';

const GRAPHIQL_CSS = /[\\/]node_modules[\\/]graphiql[\\/]dist[\\/]style\.css$/;
const FONT_FACE = /@font-face\s*{[^}]*}/g;

/**
 * GraphiQL's stylesheet embeds Roboto and Fira Code as 34 base64 fonts (~380 KB of its 418 KB):
 * the playground uses system fonts instead (src/playground/playground.css), so they are cut.
 */
export function withoutEmbeddedFonts(): Plugin {
  return {
    name: 'trialbridge-graphiql-without-fonts',
    enforce: 'pre',
    transform: {
      filter: { id: GRAPHIQL_CSS },
      handler: (code) => ({ code: code.replace(FONT_FACE, ''), map: null }),
    },
  };
}

/**
 * Builds the GraphQL playground (playground.html, src/playground/) as a second, separate Vite
 * build once the app's is written: its own React and GraphiQL chunks under dist/playground/, so
 * nothing of it enters the app's chunks, manifest or first-route budget. Runs before closeBundle,
 * where the whole output is precompressed.
 */
export function playground(options: { brand: string }): Plugin {
  let root = '';
  let outDir = '';
  let logger: Logger | null = null;
  return {
    name: 'trialbridge-playground',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    writeBundle: {
      sequential: true,
      async handler() {
        const started = Date.now();
        const playgroundOut = join(outDir, PLAYGROUND_BASE);
        await build({
          root,
          base: PLAYGROUND_BASE,
          configFile: false,
          // The app's build has copied public/ already; the playground needs none of it.
          publicDir: false,
          logLevel: 'warn',
          plugins: [
            react(),
            withoutEmbeddedFonts(),
            {
              name: 'trialbridge-playground-title',
              transformIndexHtml: (html) => html.replaceAll('__BRAND_NAME__', options.brand),
            },
          ],
          build: {
            outDir: playgroundOut,
            emptyOutDir: true,
            sourcemap: false,
            // GraphiQL and its editor are one page's code, loaded at once: no point splitting them.
            chunkSizeWarningLimit: 2048,
            rolldownOptions: { input: join(root, PLAYGROUND_FILE) },
          },
        });
        mkdirSync(join(outDir, GRAPHQL_PAGES_DIR), { recursive: true });
        renameSync(join(playgroundOut, PLAYGROUND_FILE), join(outDir, GRAPHQL_PAGES_DIR, PLAYGROUND_FILE));
        logger?.info(`playground built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      },
    },
  };
}

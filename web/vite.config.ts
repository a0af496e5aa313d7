import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv } from 'vite';
import type { Plugin } from 'vite';
import { apolloPrintByHash } from './build/apolloPrint';
import { bundleBudget } from './build/bundleBudget';
import { chakraRecipeCheck, chakraTrimmed } from './build/chakraRecipes';
import { emojiFont } from './build/emojiFont';
import { graphqlDocumentImports } from './build/graphqlDocuments';
import { playground } from './build/playground';
import { persistedDocuments } from './build/persistedDocuments';
import { preloadDependencies } from './build/preloadDependencies';
import { precompress } from './build/precompress';
import { prerender } from './build/prerender';
import { schemaReference } from './build/schemaReference';
import { seoTexts } from './build/seoTexts';
import { UNUSED_KEYFRAMES, UNUSED_PALETTES } from './src/ui/unusedPalettes';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const themeRecipes = fileURLToPath(new URL('src/ui/themeRecipes.ts', import.meta.url));
const generatedDir = fileURLToPath(new URL('src/__generated__/', import.meta.url));
const schemaDir = fileURLToPath(new URL('../schema/', import.meta.url));
// React Router's package resolves to its development build for every condition; its production
// build (same API, the dev warnings compiled out) is what a browser should run.
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/[\\/]development[\\/][^\\/]+$/, '/production/index.mjs');

// The brand is configurable (VITE_BRAND_NAME); index.html's <title> must match it before the
// app has loaded, so it is substituted at build time rather than hard-coded.
function brandTitle(brand: string): Plugin {
  return {
    name: 'trialbridge-brand-title',
    transformIndexHtml: (html) => html.replaceAll('__BRAND_NAME__', brand),
  };
}

// Third-party code changes far less often than ours: keeping it in stable chunks lets browsers
// reuse them across deploys. Only libraries the first route needs whole get a chunk of their
// own: a group takes every module it matches, so a Chakra group carried all the components of
// every page (dialogs, tables, comboboxes…) into the first paint, and an Apollo group the hooks and
// rxjs operators only pages use (1.3 KB gzip). Apollo and the app's other libraries are split by
// use instead, each route loading what it imports.
//
// Chakra (no longer first-route code) is the exception: split by use it came in about 45 chunks of
// 1–3 KB per page, and a page waited for some 90 files over the browser's six connections. The
// modules that at least 8 lazily loaded chunks share (its core: box, stack, text, button, dialog,
// field…) are one chunk, which a page loads once and every later page reuses; what few pages
// use stays with them. The dashboard's files beyond the first route went from 87 to 42 and its
// gzip bytes stayed the same (100.7 → 101.9 KB; search 121.6 → 112.6, inbox 122.2 → 103.4), as
// one larger file compresses better (docs/performance.md).
const vendorGroups = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
  },
  {
    name: 'ui-kit',
    test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@pandacss|proxy-compare|stylis)[\\/]/,
    minShareCount: 8,
  },
];

// @emotion/react's browser build imports hoist-non-react-statics for nothing (`import
// 'hoist-non-react-statics'`, left over from its `withTheme`, which the app does not use). The
// package has no side effects but does not say so, and as CommonJS it is not shaken: it and
// react-is ran in the first route, ~1.4 KB gzip. Declared free of side effects, the bare import
// goes; anything that used its export would still get it.
const SIDE_EFFECT_FREE = /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/;

function sideEffectFree(): Plugin {
  return {
    name: 'trialbridge-side-effect-free',
    transform: {
      filter: { id: SIDE_EFFECT_FREE },
      handler: (code) => ({ code, map: null, moduleSideEffects: false }),
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, webRoot, '');
  const bffUrl = process.env.BFF_URL ?? env.BFF_URL ?? 'http://127.0.0.1:4000';
  const brand = process.env.VITE_BRAND_NAME ?? env.VITE_BRAND_NAME ?? 'Trialbridge';
  const port = Number(process.env.WEB_PORT ?? 5173);
  // The route table is a chunk of its own (no route is first-route code), which the app imports as
  // it starts: fetched beside the app, not after it.
  const preload = preloadDependencies([
    { target: 'src/renderApp.tsx', companion: 'src/__generated__/routeManifest.ts' },
  ]);

  return {
    root: webRoot,
    plugins: [
      react(),
      brandTitle(brand),
      emojiFont(),
      sideEffectFree(),
      apolloPrintByHash(),
      graphqlDocumentImports(generatedDir),
      persistedDocuments(fileURLToPath(new URL('src/__generated__/persisted-documents.json', import.meta.url))),
      chakraRecipeCheck(themeRecipes),
      preload.plugin,
      chakraTrimmed({
        themeRecipesFile: themeRecipes,
        registryFile: fileURLToPath(new URL('src/ui/recipeRegistry.ts', import.meta.url)),
        unusedPalettes: UNUSED_PALETTES,
        unusedKeyframes: UNUSED_KEYFRAMES,
      }),
      // Once the bundle is written: the public pages' static HTML, the GraphQL playground (a build
      // of its own) and the schema reference, then compress everything and check the first route's weight.
      prerender(generatedDir),
      // The routes' SEO texts for the bff's crawler-readable pages (docs/seo.md).
      seoTexts(),
      playground({ brand }),
      schemaReference({ schemaDir, brand }),
      precompress(),
      bundleBudget(),
    ],
    resolve: {
      // rxjs (Apollo's) in its ES2015 build: native classes instead of ES5 ones made with tslib's helpers.
      conditions: ['es2015', ...defaultClientConditions],
      alias: mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
    },
    server: {
      host: '127.0.0.1',
      port,
      proxy: {
        '/graphql': { target: bffUrl, changeOrigin: false },
        '/media': { target: bffUrl, changeOrigin: false },
        '/exports': { target: bffUrl, changeOrigin: false },
        // Social sign-in's start and callback (a full-page trip to the identity provider).
        '/auth/social/': { target: bffUrl, changeOrigin: false },
        '^/documents/[^/]+/download': { target: bffUrl, changeOrigin: false },
      },
    },
    preview: { host: '127.0.0.1', port },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // The bff serves dist/ publicly; maps would only add weight there.
      sourcemap: false,
      // A lazy chunk's imports are preloaded with it: for the boot script's import of the app, the
      // whole first route (and the route table beside it); for any later import, all but the first
      // route's chunks (loaded before anything could import lazily) and what the importing chunk
      // imported itself; in an order that keeps the route table's lists small
      // (web/build/preloadDependencies.ts).
      modulePreload: { resolveDependencies: preload.resolveDependencies },
      // .vite/manifest.json: which chunks the entry imports, for the bundle budget (the bff
      // refuses dot folders, so it is not served).
      manifest: true,
      rolldownOptions: {
        output: { codeSplitting: { groups: vendorGroups } },
        // Chakra's `defineConfig` returns its argument: its default theme (every recipe it has)
        // must not stay in the bundle because the call looks like it could do something else.
        treeshake: { manualPureFunctions: ['defineConfig'] },
      },
    },
  };
});

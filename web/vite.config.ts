import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import type { Plugin } from 'vite';
import { bundleBudget } from './build/bundleBudget';
import { chakraRecipeCheck } from './build/chakraRecipes';
import { graphqlDocumentImports } from './build/graphqlDocuments';
import { precompress } from './build/precompress';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

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
// every page (dialogs, tables, comboboxes…) into the first paint. Chakra and the app's other
// libraries are split by use instead, each route loading what it imports.
const vendorGroups = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
  },
  {
    name: 'vendor-apollo',
    test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|@graphql-typed-document-node|tslib|ts-invariant)[\\/]/,
  },
];

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, webRoot, '');
  const bffUrl = process.env.BFF_URL ?? env.BFF_URL ?? 'http://127.0.0.1:4000';
  const brand = process.env.VITE_BRAND_NAME ?? env.VITE_BRAND_NAME ?? 'Trialbridge';
  const port = Number(process.env.WEB_PORT ?? 5173);

  return {
    root: webRoot,
    plugins: [
      react(),
      brandTitle(brand),
      graphqlDocumentImports(fileURLToPath(new URL('src/__generated__/', import.meta.url))),
      chakraRecipeCheck(fileURLToPath(new URL('src/ui/themeRecipes.ts', import.meta.url))),
      // After the bundle is written: precompress it, then check the first route's weight.
      precompress(),
      bundleBudget(),
    ],
    server: {
      host: '127.0.0.1',
      port,
      proxy: {
        '/graphql': { target: bffUrl, changeOrigin: false },
        '/media': { target: bffUrl, changeOrigin: false },
      },
    },
    preview: { host: '127.0.0.1', port },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // The bff serves dist/ publicly; maps would only add weight there.
      sourcemap: false,
      // .vite/manifest.json: which chunks the entry imports, for the bundle budget (the bff
      // refuses dot folders, so it is not served).
      manifest: true,
      rolldownOptions: {
        output: { codeSplitting: { groups: vendorGroups } },
      },
    },
  };
});

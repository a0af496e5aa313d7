import { readdirSync } from 'node:fs';
import path from 'node:path';
import { importSettings } from './imports.js';

/**
 * The web's import directions (web/README.md, "Import rules"):
 * - `shared/` and `ui/` import neither the shell (`app/`) nor features;
 * - a feature never imports the shell, and another feature only through its `index.ts`;
 * - the shell imports no feature: it reaches their routes and shell parts through the generated route
 *   manifest (`src/__generated__/`, written by scripts/codegen-routes.ts from each routes.ts and shell.ts);
 * - tests (and `testing/` folders) may also use other features' `testing/` folders;
 * - `src/test/` may import anything.
 * Features are read from the folder, so a new feature is covered without editing this file.
 */
const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'web/src');
const features = readdirSync(path.join(src, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const at = (pattern) => path.join(src, pattern);
const TESTS = ['web/src/**/*.test.{ts,tsx}', 'web/src/features/*/testing/**/*.{ts,tsx}'];

function zones({ tests }) {
  const testing = tests ? [at('features/*/testing/**')] : [];
  const andTesting = tests ? ' (tests: or its testing/ folder)' : '';
  return [
    {
      target: [at('shared/**'), at('ui/**')],
      from: [at('app/**'), at('features/**')],
      message: 'shared/ and ui/ are below the shell and the features: move what both need into shared/.',
    },
    {
      target: at('features/**'),
      from: at('app/**'),
      message: 'Features never import the shell: what a feature needs from it belongs in shared/.',
    },
    {
      target: at('app/**'),
      from: at('features/**'),
      except: testing,
      message: `The shell imports no feature${andTesting}: declare routes and header parts in the feature's routes.ts and shell.ts (codegen lists them); link with routePath().`,
    },
    ...features.map((feature) => ({
      target: at(`features/${feature}/**`),
      from: at(`features/!(${feature})/**`),
      except: [at('features/*/index.ts'), ...testing],
      message: `Import another feature only through its index.ts${andTesting}.`,
    })),
  ];
}

const rule = (options) => ({ 'import-x/no-restricted-paths': ['error', { basePath: root, zones: zones(options) }] });

export const webConfigs = [
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    settings: importSettings,
    rules: rule({ tests: false }),
  },
  {
    files: TESTS,
    settings: importSettings,
    rules: rule({ tests: true }),
  },
];

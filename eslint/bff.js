import { readdirSync } from 'node:fs';
import path from 'node:path';
import { importSettings } from './imports.js';

/**
 * The bff's import directions (docs/adding-a-feature.md):
 * - core code (`bff/src/` outside `modules/`) imports no feature: features reach it through their
 *   descriptor (`BffModule`), listed by codegen in `src/__generated__/modules.ts`;
 * - a feature imports another only through its `index.ts`;
 * - tests (and a feature's `*.testing.ts` and `*.harness.ts` helpers) may also use any feature's
 *   helpers of those two kinds.
 * Features are read from the folder, so a new feature is covered without editing this file.
 */
const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'bff/src');
const features = readdirSync(path.join(src, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const at = (pattern) => path.join(src, pattern);
const TESTS = ['bff/src/**/*.test.ts', 'bff/src/modules/*/*.{testing,harness}.ts'];

function zones({ tests }) {
  const helpers = tests ? [at('modules/*/*.testing.ts'), at('modules/*/*.harness.ts')] : [];
  const andHelpers = tests ? ' (tests: or its *.testing.ts and *.harness.ts helpers)' : '';
  return [
    {
      target: [at('*.ts'), at('!(modules|__generated__)/**')],
      from: at('modules/**'),
      except: helpers,
      message: `Core bff code imports no feature${andHelpers}: give BffModule (src/module.ts) a hook the feature fills in.`,
    },
    ...features.map((feature) => ({
      target: at(`modules/${feature}/**`),
      from: at(`modules/!(${feature})/**`),
      except: [at('modules/*/index.ts'), ...helpers],
      message: `Import another feature only through its index.ts${andHelpers}.`,
    })),
  ];
}

const rule = (options) => ({ 'import-x/no-restricted-paths': ['error', { basePath: root, zones: zones(options) }] });

export const bffConfigs = [
  {
    files: ['bff/src/**/*.ts'],
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

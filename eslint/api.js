import { readdirSync } from 'node:fs';
import path from 'node:path';
import { importSettings } from './imports.js';

/**
 * The api's import directions (docs/adding-a-feature.md, "Borders in the api"):
 * - core code (`api/src/` outside `modules/`: app, server, config, http/, auth/, jobs/, events/,
 *   db/, seed/, testing/, identity/, ...) imports no feature module: features plug in through
 *   their descriptor (`ApiModule`) and the generated module list;
 * - a module imports another only through its `index.ts`, never its own (that would loop), and
 *   never the generated module list (it reads the others as `app.modules`);
 * - tests (and `*.testing.ts` helpers), core tests included, may also use other modules'
 *   `*.testing.ts` helpers.
 * Modules are read from the folder, so a new module is covered without editing this file.
 */
const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'api/src');
const modules = readdirSync(path.join(src, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const at = (pattern) => path.join(src, pattern);
const TESTS = ['api/src/**/*.test.ts', 'api/src/**/*.testing.ts'];
const CORE = [at('*.ts'), at('!(modules|__generated__)/**')];

function zones({ tests }) {
  const testing = tests ? [at('modules/*/**/*.testing.ts')] : [];
  const andTesting = tests ? ' (tests: or its *.testing.ts helpers)' : '';
  return [
    {
      target: CORE,
      from: at('modules/**'),
      except: tests ? [at('modules/*/index.ts'), ...testing] : [],
      message: tests
        ? 'Core tests use a module only through its index.ts or its *.testing.ts helpers.'
        : 'Core code names no feature module: give ApiModule a hook and iterate the generated module list.',
    },
    {
      target: at('modules/**'),
      from: at('__generated__/**'),
      message:
        'A module reads the other modules as app.modules, never through the generated list (it would import itself).',
    },
    ...modules.flatMap((module) => [
      {
        target: at(`modules/${module}/**`),
        from: at(`modules/!(${module})/**`),
        except: [at('modules/*/index.ts'), ...testing],
        message: `Import another module only through its index.ts${andTesting}; export from it what others may use.`,
      },
      {
        target: at(`modules/${module}/**`),
        from: at(`modules/${module}/index.ts`),
        message: 'A module imports its own files directly, never its index.ts (that would loop).',
      },
    ]),
  ];
}

const rule = (options) => ({ 'import-x/no-restricted-paths': ['error', { basePath: root, zones: zones(options) }] });

export const apiConfigs = [
  {
    files: ['api/src/**/*.{ts,tsx}'],
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

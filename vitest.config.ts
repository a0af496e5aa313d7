import './scripts/lib/require-node.mjs';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { webProjects } from './web/vitest.config.ts';

const graphqlMain = createRequire(import.meta.url).resolve('graphql');

// Workspaces import each other's TypeScript sources through the "trialbridge-source" export
// condition, so tests never depend on a stale dist/. (A plain "source" condition collides with
// packages that declare one without shipping its files.)
const source = { conditions: ['trialbridge-source', 'module', 'node', 'import', 'default'] };

export default defineConfig({
  resolve: source,
  // Only our own condition here: vitest hands these to Node as --conditions, and `import`/`module`
  // would make Node's require pick ESM builds of CommonJS packages (aws-sdk, pg).
  ssr: { resolve: { conditions: ['trialbridge-source'], externalConditions: ['trialbridge-source'] } },
  test: {
    // The usual report, then the ten slowest test files (scripts/lib/slowest-files.reporter.ts).
    reporters: ['default', './scripts/lib/slowest-files.reporter.ts'],
    // Vitest's default (one worker per core but one) runs a single worker on a 2-core machine,
    // where the tests spend much of their time waiting (PostgreSQL, mocked network, timers): two
    // workers there took the suite from 690 s to about 480 s, all green.
    // `npm test` runs them beside the e2e suite at one worker (UNIT_TEST_WORKERS=1, docs/running.md).
    maxWorkers: Number(process.env.UNIT_TEST_WORKERS) || Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          root: 'api',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // One module graph per worker, not per file: importing the api afresh for every file
          // cost 4 s each. These tests mock no module and keep their state in the app each
          // creates, so nothing leaks; api and bff together went from about 8 to under 3 minutes.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'bff',
          root: 'bff',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false, // as the api's
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
        // One graphql for the bff's sources and its dependencies, as under Node in production: by
        // the `module` condition its sources would get graphql's ESM build (index.mjs) while Apollo,
        // graphql-tools and graphql-ws get the CommonJS one, and graphql-ws (which checks
        // `instanceof`) would refuse the schema and errors as coming from another realm.
        resolve: { ...source, alias: [{ find: /^graphql$/, replacement: graphqlMain }] },
      },
      ...webProjects,
      // The repository's own scripts: npm test's browser preflight, npm start's supervisor, the schema check.
      {
        extends: true,
        test: {
          name: 'scripts',
          root: 'scripts',
          include: ['**/*.test.mjs', '**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
        // One graphql, as for the bff: the schema check builds schemas GraphQL Inspector reads.
        resolve: { ...source, alias: [{ find: /^graphql$/, replacement: graphqlMain }] },
      },
    ],
  },
});

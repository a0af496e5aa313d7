import { defineConfig } from 'vitest/config';

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
    projects: [
      {
        extends: true,
        test: { name: 'api', root: 'api', include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 120_000 },
      },
      {
        extends: true,
        test: { name: 'bff', root: 'bff', include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 120_000 },
      },
      'web/vitest.config.ts',
    ],
  },
});

import { defineConfig } from 'vitest/config';

// Workspaces import each other's TypeScript sources through the "source" export condition,
// so tests never depend on a stale dist/.
const source = { conditions: ['source', 'module', 'node', 'import', 'default'] };

export default defineConfig({
  resolve: source,
  ssr: { resolve: { conditions: source.conditions, externalConditions: ['source'] } },
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
      {
        extends: true,
        test: { name: 'web', root: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
    ],
  },
});

import { globSync, readFileSync } from 'node:fs';
import { defineConfig, defineProject } from 'vitest/config';

// The web tests as Vitest projects of their own (the root vitest.config.ts lists them; `vitest run`
// here runs them alone). They need none of the root's workspace-source resolution: the web imports no other workspace.

const root = import.meta.dirname;
const include = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];
// A file that replaces a module with vi.mock needs a module graph of its own: in the shared one
// the module is already loaded, unmocked, by the files before it.
const mocking = include
  .flatMap((pattern) => globSync(pattern, { cwd: root }))
  .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(`${root}/${file}`, 'utf8')));

const test = {
  root,
  environment: 'jsdom' as const,
  // Hooks every test file needs (cleanup, emptied storage) and each feature's resets of its own
  // module state (src/features/<name>/testing/setup.ts): hooks a helper registers when first
  // imported would run for that file only, as the files share one module graph per worker.
  setupFiles: ['src/test/setup.ts', ...globSync('src/features/*/testing/setup.ts', { cwd: root })],
  unstubGlobals: true,
  // A page with many pickers renders slowly in jsdom while the other worker is busy too.
  testTimeout: 20_000,
};

export const webProjects = [
  defineProject({
    test: {
      ...test,
      name: 'web',
      include,
      exclude: mocking,
      // One module graph and one jsdom per worker, not per file: importing React, Chakra and
      // Apollo and building a jsdom for each of the 132 files was two thirds of the web's time
      // (a third of the files: 238 s isolated, 75 s shared, measured side by side). What a test
      // leaves behind is undone by the setup files.
      isolate: false,
    },
  }),
  defineProject({ test: { ...test, name: 'web-mocks', include: mocking } }),
];

export default defineConfig({ test: { projects: webProjects } });

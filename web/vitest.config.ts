import { defineProject } from 'vitest/config';

// The web tests as a Vitest project of their own (the root vitest.config.ts lists this file).
// It needs none of the root's workspace-source resolution: the web imports no other workspace.
export default defineProject({
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // A page with many pickers renders slowly in jsdom while the other worker is busy too.
    testTimeout: 20_000,
  },
});

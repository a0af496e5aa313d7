import '../scripts/lib/require-node.mjs';
import { defineConfig, type TraceMode } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromiumArgs, chromiumPath } from './support/browser.js';

// The config is evaluated in the runner and again in each worker: the port and data folder are
// chosen once and handed to the workers through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'trialbridge-e2e-'));
// With a PostgreSQL server at hand (TEST_DATABASE_URL: .ci/run sets it), the product under test
// keeps its data in a throw-away database there, as a deployment does, which costs the CPU-bound
// suite about half what embedded PGlite does (docs/running.md); support/dropProductDatabase.ts
// drops it at the end. Without one, or with E2E_DATABASE=pglite, it runs on PGlite as `npm start`
// does. Products that specs start of their own (crash recovery, visual) choose for themselves.
if (process.env.TEST_DATABASE_URL && process.env.E2E_DATABASE !== 'pglite' && !process.env.E2E_BASE_URL) {
  process.env.E2E_DATABASE_URL ??= execFileSync(process.execPath, [
    resolve(import.meta.dirname, 'support/productDatabase.mjs'),
    'create',
    process.env.TEST_DATABASE_URL,
  ]).toString();
}

/** E2E_TRACE: one of Playwright's trace modes; off when unset. */
function traceMode(value = 'off'): TraceMode {
  const modes = [
    'off',
    'on',
    'retain-on-failure',
    'on-first-retry',
    'on-all-retries',
    'retain-on-first-failure',
    'retain-on-failure-and-retries',
  ] as const satisfies readonly TraceMode[];
  const mode = modes.find((name) => name === value);
  if (!mode) throw new Error(`E2E_TRACE must be one of ${modes.join(', ')}`);
  return mode;
}

const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // tests/visual.spec.ts: a little anti-aliasing noise passes, a moved or changed block does not.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // One baseline per screen, beside its spec (CI runs the same Debian Chromium and fonts).
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  fullyParallel: false,
  // One test at a time: the run is CPU-bound on 2 cores (Chromium above all). Two lanes side by
  // side, each with a product of its own, took longer per test and timed tests out.
  workers: 1,
  retries: 0,
  // The list as it runs, then the ten slowest specs (support/slowest.reporter.ts).
  reporter: [
    ['list'],
    ['./support/slowest.reporter.ts'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
  ],
  // One product instance serves every test. The personas sign in once (tests/sessions.setup.ts)
  // and tests reuse their saved sessions. Tests that change a seeded persona's subscription for
  // good (buying, cancelling, team changes) live in tests/billing and run after all the others,
  // so the others always meet the personas as the README describes them; tests that change a
  // shared persona's password (which ends every session of theirs) live in tests/last and run
  // after those.
  globalTeardown: './support/dropProductDatabase.ts',
  projects: [
    { name: 'sessions', testMatch: /sessions\.setup\.ts$/ },
    { name: 'product', testIgnore: [/billing\//, /last\//, /\.setup\.ts$/], dependencies: ['sessions'] },
    { name: 'billing', testMatch: /billing\/.*\.spec\.ts$/, dependencies: ['product'] },
    { name: 'last', testMatch: /last\/.*\.spec\.ts$/, dependencies: ['billing'] },
  ],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    // No trace unless asked for: recording one (a DOM snapshot at every step, kept only when the
    // test fails) cost 12-15 % of every test, and a CI run's traces are never read. To debug a
    // failure: E2E_TRACE=retain-on-failure (or `on`) and the spec again; the screencast stays off.
    trace: { mode: traceMode(process.env.E2E_TRACE), screenshots: false },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node scripts/start.mjs',
        cwd: resolve(import.meta.dirname, '..'),
        url: `${baseURL}/readyz`,
        timeout: 240_000,
        reuseExistingServer: false,
        // The product logs warnings and errors only (LOG_LEVEL=warn): a failing test's server
        // side shows in the run's output instead of being lost.
        stdout: 'pipe',
        stderr: 'pipe',
        env: {
          PORT: process.env.E2E_PORT,
          DATA_DIR: process.env.E2E_DATA_DIR,
          // Test-only: the identity emulator sends this fixed code (password reset).
          IDENTITY_FIXED_CODE: '123456',
          // A persona here acts at machine speed, not a person's: on a quiet machine the search
          // facet counts spec alone spent sponsor.admin's minute of query cost (100,000), and the
          // next spec's boot met 429. Keys keep their default budget (api-keys.spec.ts spends it).
          RATE_LIMIT_USER_OPERATIONS: '6000',
          RATE_LIMIT_USER_COST: '1000000',
          ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
        },
      },
});

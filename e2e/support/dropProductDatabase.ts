import { execFileSync } from 'node:child_process';

/** Global teardown: drops the throw-away database the product used (playwright.config.ts), if any. */
// eslint-disable-next-line no-restricted-syntax -- Playwright's globalTeardown is a module's default export.
export default function dropProductDatabase(): void {
  const { TEST_DATABASE_URL: server, E2E_DATABASE_URL: database } = process.env;
  if (!server || !database) return;
  const script = new URL('./productDatabase.mjs', import.meta.url).pathname;
  execFileSync(process.execPath, [script, 'drop', server, database], { stdio: 'inherit' });
}

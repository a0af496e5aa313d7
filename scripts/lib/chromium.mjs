// Where the browser tests and audits find a Chromium: never a downloaded one (no internet here).
import { accessSync, constants } from 'node:fs';

/** The usual places of Debian's Chromium and Google Chrome, in the order they are tried. */
export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
];

const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * Debian's old headless shell (package chromium-headless-shell): the same engine without the
 * browser around it, as Playwright's own headless default. A test's page costs less CPU in it.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** CHROMIUM_PATH when set (it must exist), else the first usual place that holds one; null when none. */
export function findChromium(env = process.env, isExecutable = executable) {
  if (env.CHROMIUM_PATH) return isExecutable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return CHROMIUM_CANDIDATES.find((path) => isExecutable(path)) ?? null;
}

/**
 * The browser that tests and scripts drive headless: CHROMIUM_PATH when set, else the headless
 * shell when installed, else a full Chromium (findChromium). Lighthouse keeps the full browser,
 * as its figures stand for a user's.
 */
export function findHeadlessChromium(env = process.env, isExecutable = executable) {
  if (!env.CHROMIUM_PATH && isExecutable(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return findChromium(env, isExecutable);
}

/** The flags that keep a headless Chromium off this machine's closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

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

/** CHROMIUM_PATH when set (it must exist), else the first usual place that holds one; null when none. */
export function findChromium(env = process.env, isExecutable = executable) {
  if (env.CHROMIUM_PATH) return isExecutable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return CHROMIUM_CANDIDATES.find((path) => isExecutable(path)) ?? null;
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

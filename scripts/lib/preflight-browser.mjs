// The decision `npm test` takes before building: the browser tests need a Chromium, and a
// missing one must stop the run at once with the fix, not ten minutes in with a launch error.
import { delimiter, join } from 'node:path';
import { findHeadlessChromium, HEADLESS_SHELL } from './chromium.mjs';

/** What a person runs when the preflight cannot install a Chromium itself. */
export const INSTALL_HINT = 'sudo apt-get install -y chromium chromium-headless-shell';

/**
 * Debian's chromium (Lighthouse's browser) and its headless shell (the tests'), quiet and without
 * questions.
 */
export const APT_STEPS = aptSteps('chromium', 'chromium-headless-shell');
/** The headless shell alone, where a Chromium is already installed. */
export const SHELL_APT_STEPS = aptSteps('chromium-headless-shell');

function aptSteps(...packages) {
  return [
    ['apt-get', ['update', '-qq']],
    ['apt-get', ['install', '-y', '-qq', ...packages]],
  ];
}

const onPath = (env, isExecutable, name) =>
  (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .some((dir) => isExecutable(join(dir, name)));

const howToFix = (reason) =>
  `${reason}\n` +
  `The browser tests (e2e/) need Debian's Chromium or Google Chrome; no browser is ever downloaded.\n` +
  `Install it:   ${INSTALL_HINT}\n` +
  `or point at one:   CHROMIUM_PATH=/path/to/chromium npm test`;

/**
 * Finds a Chromium, or installs Debian's when this process may (root, with apt-get on the PATH).
 * Everything it touches is passed in, so that tests can decide every case without a machine:
 * - env: the environment (CHROMIUM_PATH, PATH);
 * - isExecutable(path): whether a file exists and may be run;
 * - uid: this process's user id (null where there is none, as on Windows);
 * - run(command, args): runs one installation step, resolving to its exit code.
 * Resolves to { ok: true, path, installed } or { ok: false, message }, the message saying what to run.
 */
export async function preflightBrowser({ env, isExecutable, uid, run }) {
  const mayInstall = uid === 0 && onPath(env, isExecutable, 'apt-get');
  const found = findHeadlessChromium(env, isExecutable);
  if (found && (found === HEADLESS_SHELL || env.CHROMIUM_PATH || !mayInstall)) {
    return { ok: true, path: found, installed: false };
  }
  if (found) {
    // A Chromium but not its headless shell, as machines set up before the tests used it: the
    // shell is added when it can be (each test's page costs less in it), else the tests use this one.
    const added = await runSteps(SHELL_APT_STEPS, run);
    return isExecutable(HEADLESS_SHELL)
      ? { ok: true, path: HEADLESS_SHELL, installed: true }
      : { ok: true, path: found, installed: false, ...(added.ok ? {} : { note: added.message }) };
  }
  if (env.CHROMIUM_PATH) {
    // Named explicitly: installing another browser would not make this one appear.
    return { ok: false, message: howToFix(`CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file.`) };
  }
  if (!mayInstall) {
    const why = uid !== 0 ? 'this is not root' : 'apt-get is not available';
    return { ok: false, message: howToFix(`No Chromium found, and ${why}, so none can be installed here.`) };
  }
  const steps = await runSteps(APT_STEPS, run);
  if (!steps.ok)
    return { ok: false, message: howToFix(`No Chromium found, and installing it failed (${steps.message}).`) };
  const installed = findHeadlessChromium(env, isExecutable);
  if (installed) return { ok: true, path: installed, installed: true };
  return { ok: false, message: howToFix('apt-get installed chromium, but it is not where it was expected.') };
}

/** Runs apt-get steps in order until one fails: { ok } or { ok: false, message } naming that step. */
async function runSteps(steps, run) {
  for (const [command, args] of steps) {
    const code = await run(command, args);
    if (code !== 0) return { ok: false, message: `${command} ${args.join(' ')}: exit ${code}` };
  }
  return { ok: true };
}

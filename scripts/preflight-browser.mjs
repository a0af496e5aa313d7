// `npm test` runs this first, before building: it finds the Chromium the browser tests use,
// installs Debian's when it runs as root with apt-get, and otherwise stops within seconds with
// the command to run (see lib/preflight-browser.mjs for the decision).
import './lib/require-node.mjs';
import { spawn } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { preflightBrowser } from './lib/preflight-browser.mjs';

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** One apt-get step, its output shown, never waiting for an answer. */
const run = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    child.once('error', () => resolve(127));
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });

const result = await preflightBrowser({
  env: process.env,
  isExecutable,
  uid: typeof process.getuid === 'function' ? process.getuid() : null,
  run: (command, args) => {
    // Said before apt-get prints anything, so the wait has a reason.
    process.stdout.write(
      `preflight: installing the browser the tests use; running ${command} ${args.join(' ')} (as root)\n`,
    );
    return run(command, args);
  },
});
if (result.ok) {
  if (result.note) process.stdout.write(`preflight: the headless shell could not be installed (${result.note})\n`);
  process.stdout.write(`preflight: browser tests use ${result.path}${result.installed ? ' (just installed)' : ''}\n`);
} else {
  process.stderr.write(`\npreflight: ${result.message}\n\n`);
  process.exit(1);
}

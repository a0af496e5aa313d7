import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const runTogether = fileURLToPath(new URL('run-together.mjs', import.meta.url));

// A project of two scripts: `loud` prints 2,000 lines and fails (a unit run's report); `quiet`
// passes, having first made the output pipe they share non-blocking, as a Node process on it may
// (in CI the report was cut at the pipe's 64 KiB when run-together exited before the rest was
// written). `loud` prints once `quiet` has done so (its file `ready`), so the case is the same each run.
const project = mkdtempSync(join(tmpdir(), 'run-together-'));
const quiet = "process.stdout._handle.setBlocking(false); require('fs').writeFileSync('ready', '')";
const loud =
  "const fs = require('fs'); (function print() { if (!fs.existsSync('ready')) return setTimeout(print, 10);" +
  " for (let i = 0; i < 2000; i++) console.log(String(i).padStart(99, '.'));" +
  " console.log('the end'); process.exitCode = 3; })()";
writeFileSync(
  join(project, 'package.json'),
  JSON.stringify({
    name: 'run-together-test',
    private: true,
    scripts: { loud: `node -e "${loud}"`, quiet: `node -e "${quiet}"` },
  }),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** The script run in the project, its output read through a pipe as CI reads it. */
function together(...args) {
  return new Promise((resolve) => {
    execFile(process.execPath, [runTogether, ...args], { cwd: project, maxBuffer: 16 * 1024 * 1024 }, (error, stdout) =>
      resolve({ code: error ? error.code : 0, stdout }),
    );
  });
}

describe('scripts/run-together.mjs', () => {
  it("prints a failed script's whole output through a pipe, and fails", async () => {
    const { code, stdout } = await together('--live', 'quiet', 'loud');
    expect(code).toBe(1);
    expect(stdout).toContain('> loud: failed (exit 3)');
    expect(stdout).toContain('> quiet: passed');
    expect(stdout.match(/^\.+\d+$/gm)).toHaveLength(2000);
    expect(stdout).toContain('the end');
  });
});

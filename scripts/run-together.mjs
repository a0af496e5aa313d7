// Runs npm scripts side by side and fails when any of them fails: `node scripts/run-together.mjs
// compile lint`. `npm test` runs the compile and the lint together, as each keeps about one of a
// 2-core machine's cores busy, then the e2e suite and the unit tests together, as the e2e suite
// leaves about one core idle (docs/running.md). Each script's output is printed whole when it
// ends, so two logs never interleave; `--live <script>` prints that one's as it comes (a long
// run shows its progress) and the others' in blocks between its lines.
import './lib/require-node.mjs';
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script, live) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', '--silent', script], {
      stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.once('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.once('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n> ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n`);
      // Resolved once written: on a pipe the write is asynchronous, and exiting before it drained
      // cut a failed run's report at 64 KiB, its failure unseen.
      process.stdout.write(Buffer.concat(output), () => resolve(code === 0));
    });
  });
}

const args = process.argv.slice(2);
// `--live a b`: a's output as it comes; a runs with the others.
const live = args[0] === '--live' ? args[1] : undefined;
const scripts = args[0] === '--live' ? args.slice(1) : args;
if (scripts.length === 0 || scripts.includes('--live')) {
  process.stderr.write('usage: node scripts/run-together.mjs [--live <npm script>] <npm script>...\n');
  process.exit(2);
}
const results = await Promise.all(scripts.map((script) => run(script, script === live)));
process.exitCode = results.every(Boolean) ? 0 : 1;

// Runs npm scripts side by side and fails when any of them fails: `node scripts/run-together.mjs
// compile lint`. `npm test` runs the compile and the lint together, as each keeps about one of a
// 2-core machine's cores busy (docs/testing.md). Each script's output is printed whole when it
// ends, so two logs never interleave.
import './lib/require-node.mjs';
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.once('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.once('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n> ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  process.stderr.write('usage: node scripts/run-together.mjs <npm script>...\n');
  process.exit(2);
}
const results = await Promise.all(scripts.map(run));
process.exit(results.every(Boolean) ? 0 : 1);

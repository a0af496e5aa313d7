// Summarises V8 CPU profiles (node --cpu-prof): the top functions by self time and the self time
// per package, for the profiles of one process kind (default: the bff, recognised by its
// bff/dist files). Usage: node scripts/cpu-profile-top.mjs DIR [--process bff|api] [--top 30]
import './lib/require-node.mjs';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { process: { type: 'string', default: 'bff' }, top: { type: 'string', default: '30' } },
});
const dir = positionals[0];
if (!dir) throw new Error('usage: cpu-profile-top.mjs DIR [--process bff|api] [--top 30]');
const marker = `/${values.process}/dist/`;

/** Where a function lives: a package of node_modules, the product's own code, or Node itself. */
function origin(url) {
  if (!url) return '(native/gc)';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules !== -1) {
    const [first, second] = url.slice(modules + 14).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (url.includes(marker)) return `${values.process} (own code)`;
  if (url.startsWith('node:')) return 'node core';
  return url;
}

for (const file of readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (!profile.nodes.some((node) => node.callFrame.url.includes(marker))) continue;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const perOrigin = new Map();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    const { callFrame } = byId.get(id);
    if (callFrame.functionName === '(idle)' || callFrame.functionName === '(program)') return;
    total += delta;
    const name = `${callFrame.functionName || '(anonymous)'} ${callFrame.url.replace(/^.*node_modules\//, '').replace(/^.*\/(bff|api)\/dist\//, '$1/')}:${callFrame.lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + delta);
    const where = callFrame.functionName === '(garbage collector)' ? '(garbage collector)' : origin(callFrame.url);
    perOrigin.set(where, (perOrigin.get(where) ?? 0) + delta);
  });
  const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)}%`;
  const ms = (us) => `${(us / 1000).toFixed(0).padStart(7)} ms`;
  console.log(`\n${file}: ${(total / 1e6).toFixed(1)} s busy (idle excluded)`);
  console.log('\nself time by package');
  for (const [where, us] of [...perOrigin].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`${ms(us)} ${pct(us)}  ${where}`);
  console.log('\ntop functions by self time');
  for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top)))
    console.log(`${ms(us)} ${pct(us)}  ${name}`);
}

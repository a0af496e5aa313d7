// Structure checks that run with `npm run lint`: no import cycles in any workspace (type-only
// imports count: they tie modules together just the same), and no source file over 300 lines
// outside generated code.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import madge from 'madge';

const MAX_LINES = 300;
const SOURCE = /\.(ts|tsx|mts|js|mjs|graphql)$/;
/** Generated or data, not source written by hand. */
const EXEMPT = [/(^|\/)__generated__\//, /^api\/drizzle\//, /\/fixtures\//];

const WORKSPACES = [
  { dir: 'api/src', tsConfig: 'api/tsconfig.json' },
  { dir: 'bff/src', tsConfig: 'bff/tsconfig.json' },
  { dir: 'web/src', tsConfig: 'web/tsconfig.app.json' },
  { dir: 'e2e', tsConfig: 'e2e/tsconfig.json' },
];

let failures = 0;

for (const { dir, tsConfig } of WORKSPACES) {
  const graph = await madge(dir, {
    fileExtensions: ['ts', 'tsx', 'mts', 'mjs', 'js'],
    tsConfig,
    excludeRegExp: [/node_modules/, /\.d\.ts$/],
  });
  for (const cycle of graph.circular()) {
    failures += 1;
    console.error(`import cycle in ${dir}: ${cycle.join(' > ')}`);
  }
}

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((path) => SOURCE.test(path) && !EXEMPT.some((pattern) => pattern.test(path)));
for (const path of tracked) {
  let lines;
  try {
    lines = readFileSync(path, 'utf8').split('\n').length - 1;
  } catch {
    continue; // Deleted in the working tree.
  }
  if (lines > MAX_LINES) {
    failures += 1;
    console.error(`${path}: ${lines} lines (at most ${MAX_LINES}: split it by what its parts do)`);
  }
}

if (failures > 0) {
  console.error(`structure check: ${failures} problem(s)`);
  process.exit(1);
}
console.log(`structure check: no import cycles, no source file over ${MAX_LINES} lines`);

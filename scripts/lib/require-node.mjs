// Every process of the product, its scripts and its tests runs on the Node.js major named in
// package.json `engines` (the `node` package puts it first on the PATH of npm scripts). Imported
// for its side effect by each entry point: anything else stops at once, with the fix.
import { readFileSync } from 'node:fs';

const root = new URL('../../', import.meta.url);
const wanted = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).engines.node; // e.g. "24.x"
const major = Number(wanted.split('.')[0]);
const running = Number(process.versions.node.split('.')[0]);

if (running !== major) {
  process.stderr.write(
    `\nTrialbridge needs Node.js ${wanted}; this process runs on ${process.version} (${process.execPath}).\n` +
      `Run it through npm (npm start, npm test, npm run <script>), which puts the project's Node ${major} first ` +
      `on the PATH after \`npm install\`, or install Node ${major}.\n\n`,
  );
  process.exit(1);
}

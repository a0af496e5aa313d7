// Builds the web app with an extra plugin that records, for every chunk, each module's rendered code size and gzip.
import { build } from 'vite';
import { gzipSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
const out = {};
await build({
  root: process.cwd(),
  logLevel: 'warn',
  plugins: [
    {
      name: 'analyze',
      generateBundle(_o, bundle) {
        for (const c of Object.values(bundle)) {
          if (c.type !== 'chunk') continue;
          out[c.fileName] = {
            imports: c.imports,
            dynamicImports: c.dynamicImports,
            size: c.code.length,
            gz: gzipSync(c.code, { level: 9 }).length,
            modules: Object.entries(c.modules)
              .map(([id, m]) => ({ id, len: m.renderedLength, gz: m.code ? gzipSync(m.code, { level: 9 }).length : 0 }))
              .sort((a, b) => b.len - a.len),
          };
        }
      },
    },
  ],
});
writeFileSync('/tmp/routes-an/chunks.json', JSON.stringify(out, null, 1));

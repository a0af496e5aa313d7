import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/** Every file under `dir`, as paths relative to it. */
async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? listFiles(dir, path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

export interface PrecompressResult {
  file: string;
  bytes: number;
  gzip: number;
  brotli: number;
}

/**
 * Writes `<file>.br` (quality 11: done once at build, so the slowest, smallest setting) and
 * `<file>.gz` (level 9) next to each compressible file of `dir` that is large enough. The server
 * sends whichever the browser accepts, so no request pays for compression.
 */
export async function precompressDir(dir: string): Promise<PrecompressResult[]> {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file));
  const results = await Promise.all(
    files.map(async (file): Promise<PrecompressResult | null> => {
      const path = join(dir, file);
      if ((await stat(path)).size < MIN_BYTES) return null;
      const content = await readFile(path);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      return { file, bytes: content.length, gzip: gz.length, brotli: br.length };
    }),
  );
  return results.filter((result): result is PrecompressResult => result !== null);
}

/** The Vite plugin: precompresses the build output once it is written. */
export function precompress(): Plugin {
  let outDir = '';
  let logger: Logger | null = null;
  return {
    name: 'trialbridge-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      const results = await precompressDir(outDir);
      const total = (pick: (r: PrecompressResult) => number) => results.reduce((sum, r) => sum + pick(r), 0);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
      logger?.info(
        `precompressed ${results.length} files: ${kb(total((r) => r.bytes))} → gzip ${kb(total((r) => r.gzip))}, brotli ${kb(total((r) => r.brotli))}`,
      );
    },
  };
}

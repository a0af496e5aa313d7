// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

describe('precompressDir', () => {
  let dist: string;
  const script = `export const words = ${JSON.stringify('clinical research '.repeat(400))};\n`;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'tb-precompress-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), `<!doctype html>${'<p>hello</p>'.repeat(200)}`);
    writeFileSync(join(dist, 'assets', 'app-1.js'), script);
    writeFileSync(join(dist, 'assets', 'tiny-2.js'), 'export {};');
    writeFileSync(join(dist, 'assets', 'logo-3.png'), Buffer.alloc(4096, 1));
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('writes brotli and gzip copies that decode to each large text file, and skips the rest', async () => {
    const results = await precompressDir(dist);
    expect(results.map((r) => r.file).sort()).toEqual(['assets/app-1.js', 'index.html']);
    const path = join(dist, 'assets', 'app-1.js');
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${path}.br`).length).toBeLessThan(script.length / 10);
    expect(existsSync(join(dist, 'assets', 'tiny-2.js.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'logo-3.png.gz'))).toBe(false);
  });
});

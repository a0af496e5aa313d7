import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/bff.harness.js';

// What the web build writes (web/build/precompress.ts): each text asset with .br and .gz copies.
const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const STYLE = `body { color: black; }\n`.repeat(200);
const INDEX = `<!doctype html><title>app</title>${'<!-- pad -->'.repeat(200)}<script type="module" src="/assets/app-1a2b.js"></script>`;
const SMALL = 'export const tiny = 1;\n';

function writeWithCopies(path: string, content: string) {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

describe('precompressed web assets', () => {
  let h: Harness;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tb-dist-compressed-'));
    mkdirSync(join(dist, 'assets'));
    writeWithCopies(join(dist, 'index.html'), INDEX);
    writeWithCopies(join(dist, 'assets', 'app-1a2b.js'), SCRIPT);
    writeWithCopies(join(dist, 'assets', 'app-3c4d.css'), STYLE);
    // Too small to be worth compressing: the build writes no copies of it.
    writeFileSync(join(dist, 'assets', 'tiny-5e6f.js'), SMALL);
    h = await startHarness({ users: [], env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    h.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends the brotli copy when the browser accepts br', async () => {
    const response = await get('/assets/app-1a2b.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when the browser accepts gzip but not br', async () => {
    const response = await get('/assets/app-3c4d.css', 'gzip, deflate');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(STYLE);
  });

  it('sends the file itself when the browser accepts no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get('/assets/app-1a2b.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(SCRIPT);
    }
  });

  it('sends a file without copies as it is, whatever the browser accepts', async () => {
    const response = await get('/assets/tiny-5e6f.js', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SMALL);
  });

  it('compresses the app page and keeps it uncached when a client route is asked for', async () => {
    for (const url of ['/', '/search?q=oncology']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
    }
  });

  it('sends the prerendered page when the build wrote one for the path, index.html otherwise', async () => {
    const page = `${INDEX}<div id="root" data-prerendered="">login</div>`;
    mkdirSync(join(dist, 'prerendered'), { recursive: true });
    writeWithCopies(join(dist, 'prerendered', 'login.html'), page);
    for (const [url, body] of [
      ['/login', page],
      ['/login?returnTo=%2Fdashboard', page],
      ['/dashboard', INDEX],
    ] as const) {
      const response = await get(url, 'gzip');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/Cookie/);
      expect(gunzipSync(response.rawPayload).toString()).toBe(body);
    }
    // The prerendered page shows the signed-out header: a browser with a session gets the app.
    const signedIn = await h.app.inject({ url: '/login', headers: { cookie: 'tb_session.0=sealed' } });
    expect(signedIn.body).toBe(INDEX);
    expect(signedIn.headers.vary).toContain('Cookie');
  });
});

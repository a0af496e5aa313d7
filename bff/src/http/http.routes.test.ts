import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/bff.harness.js';
import { contentSecurityPolicy } from './security.js';

describe('health routes', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ users: [] });
  });
  afterAll(() => h.close());

  it('answers ok when the process is up', async () => {
    const response = await h.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers ready when the keys load and the api answers', async () => {
    const response = await h.app.inject({ url: '/readyz' });
    expect(response.json()).toEqual({ status: 'ok', checks: { identity: true, api: true } });
    expect(h.api.server.requests.some((r) => r.url === '/healthz')).toBe(true);
  });

  it('answers 503 when the api is down', async () => {
    await h.api.close();
    const response = await h.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', checks: { identity: true, api: false } });
  });
});

describe('web app serving', () => {
  let h: Harness;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tb-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>app</title><script type="module" src="/assets/app-1a2b.js"></script>',
    );
    writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
    h = await startHarness({ users: [], env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html without caching when the path is a client route', async () => {
    const response = await h.app.inject({ url: '/dashboard/manage-members?tab=1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>app</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe(contentSecurityPolicy(h.config));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves the root path from index.html when asked for /', async () => {
    expect((await h.app.inject({ url: '/' })).body).toContain('<title>app</title>');
  });

  it('caches hashed assets for a year when they are under assets/', async () => {
    const response = await h.app.inject({ url: '/assets/app-1a2b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates other files when they are not hashed assets', async () => {
    expect((await h.app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 rather than the app when a file is missing', async () => {
    expect((await h.app.inject({ url: '/assets/old-9z9z.js' })).statusCode).toBe(404);
  });

  it('forbids framing and inline scripts when serving the app', async () => {
    const csp = String((await h.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('web app missing', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ users: [] });
  });
  afterAll(() => h.close());

  it('answers a plain 503 page when web/dist was not built', async () => {
    const response = await h.app.inject({ url: '/dashboard' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('The web app is not built');
  });

  it('keeps its own routes when the web app is missing', async () => {
    expect((await h.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await h.app.inject({ url: '/nope', method: 'POST' })).statusCode).toBe(404);
  });
});

describe('media proxy', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ users: [] });
    h.api.server.handle((request, res) => {
      if (request.url === '/v1/media/pictures/u%201.png') {
        res.writeHead(200, {
          'content-type': 'image/png',
          'cache-control': 'public, max-age=3600',
          'set-cookie': 'x=1',
        });
        res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
        return;
      }
      if (request.url === '/v1/media/files/notes.html') {
        // As if a stored file were HTML and the api forgot every header: the bff still holds the line.
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<script>alert(1)</script>');
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"code":404}');
    });
  });
  afterAll(() => h.close());

  it('serves a stored file so that, opened on its own, it runs nothing and an image is never sniffed as another type', async () => {
    const image = await h.app.inject({ url: '/media/pictures/u%201.png' });
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-disposition']).toBeUndefined();
    const page = await h.app.inject({ url: '/media/files/notes.html' });
    expect(page.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(page.headers['content-disposition']).toBe('attachment');
  });

  it('streams the api media with its content type when it exists', async () => {
    const response = await h.app.inject({ url: '/media/pictures/u%201.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const forwarded = h.api.server.requests.at(-1);
    expect(forwarded?.headers.authorization).toBeUndefined();
  });

  it('answers 404 when the api has no such media', async () => {
    expect((await h.app.inject({ url: '/media/pictures/missing.png' })).statusCode).toBe(404);
  });

  it('refuses dot segments when the path tries to leave /media', async () => {
    const before = h.api.server.requests.length;
    expect((await h.app.inject({ url: '/media/..%2F..%2Fadmin/users' })).statusCode).toBe(404);
    // Clients normalise literal dot segments away: this one never reaches the media route.
    expect((await h.app.inject({ url: '/media/a/../../v1/admin/users' })).statusCode).not.toBe(200);
    const forwarded = h.api.server.requests.slice(before).map((r) => r.url);
    expect(forwarded.every((url) => url.startsWith('/v1/media/'))).toBe(true);
  });
});

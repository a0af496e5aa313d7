import { rmSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import { SEO_CACHE_TTL_MS } from './seo.module.js';
import { scriptPublicReads } from './seo.public.testing.js';
import { FAQ, INDEX, PREVIEW, writeWebDist } from './seo.testing.js';

const ORIGIN = 'http://trialbridge.test:8080';

describe('pages crawlers read', () => {
  let h: Harness;
  let dist: string;
  let cmsAnswer: () => [number, unknown];
  let profileAnswer: () => readonly [200, typeof PREVIEW] | readonly [404 | 503, { code: number; message: string }];
  beforeAll(async () => {
    dist = writeWebDist();
    h = await startHarness({ users: [], env: { WEB_DIST: dist, PUBLIC_URL: ORIGIN } });
    h.api.pages.set('GET /v1/cms/entries/faq', () => cmsAnswer());
    scriptPublicReads(h.api);
    h.api.routes.on('get', '/companies/by-alias/{alias}/preview', () => profileAnswer(), { public: true });
  });
  beforeEach(() => {
    // Past every cached page.
    h.clock.advance(SEO_CACHE_TTL_MS + 1);
    cmsAnswer = () => [200, FAQ];
    profileAnswer = () => [200, PREVIEW] as const;
  });
  afterAll(async () => {
    await h.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = async (url: string, headers: Record<string, string> = {}) => h.app.inject({ url, headers });
  const apiCalls = (path: string) => h.api.server.requests.filter((request) => request.url.startsWith(path)).length;

  it('serves a CMS page with its title, description, canonical, open graph, twitter card and text', async () => {
    const response = await get('/faq');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers.vary).toMatch(/Cookie/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<title>Frequently asked questions | Trialbridge</title>');
    expect(html).toContain(
      '<meta name="description" content="How the platform works, in short answers." data-route-seo="">',
    );
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/faq" data-route-seo="">`);
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/faq" data-route-seo="">`);
    expect(html).toContain(
      '<meta property="og:title" content="Frequently asked questions | Trialbridge" data-route-seo="">',
    );
    expect(html).toContain('<meta property="og:type" content="website" data-route-seo="">');
    expect(html).toContain('<meta property="og:site_name" content="Trialbridge" data-route-seo="">');
    expect(html).toContain('<meta name="twitter:card" content="summary" data-route-seo="">');
    expect(html).toContain('<meta name="robots" content="index, follow" data-route-seo="">');
    // The text in the page, marked as prerendered pages are: the app renders over it.
    expect(html).toContain('<div id="root" data-prerendered="" inert="">');
    expect(html).toContain(`<main class="seo-page"><h1>Frequently asked questions</h1>${FAQ.html}</main>`);
    expect(html).toContain('<div class="boot-header">');
    expect(html).toContain('<script type="module" src="/assets/main-1a2b.js"></script>');
  });

  it('never puts CMS HTML that is not sanitised in a page: the description stands in', async () => {
    cmsAnswer = () => [200, { ...FAQ, html: '<p onclick="steal()">Hi</p><script>alert(1)</script>' }];
    const html = (await get('/faq')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('onclick');
    expect(html).toContain('<h1>Frequently asked questions</h1><p>How the platform works, in short answers.</p>');
  });

  it("serves a company profile from the public preview, every name escaped, with the api's alias", async () => {
    const html = (await get('/companies/Meridian')).body;
    expect(html).toContain('<title>Meridian &lt;script&gt;alert(1)&lt;/script&gt; | Trialbridge</title>');
    expect(html).toContain('<h1>Meridian &lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('content="A full-service CRO for &quot;oncology&quot; trials."');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/companies/meridian" data-route-seo="">`);
    expect(html).toContain('<p>CRO · Boston, MA, United States</p>');
    expect(html).toContain('<h2>Services</h2><ul><li>Site management</li></ul>');
    expect(html).toContain('<h2>Therapeutic areas</h2><ul><li>Oncology</li></ul>');
    expect(html).not.toContain('<h2>Products</h2>');
  });

  it('keeps profiles and CMS pages for a minute, then asks the api again', async () => {
    const before = apiCalls('/v1/companies/by-alias/meridian/preview');
    await get('/companies/meridian');
    await get('/companies/meridian');
    expect(apiCalls('/v1/companies/by-alias/meridian/preview')).toBe(before + 1);
    h.clock.advance(SEO_CACHE_TTL_MS + 1);
    await get('/companies/meridian');
    expect(apiCalls('/v1/companies/by-alias/meridian/preview')).toBe(before + 2);
  });

  it('gives the plain app shell when the api fails or knows no such page, never an error', async () => {
    cmsAnswer = () => [503, { code: 503, message: 'down' }];
    profileAnswer = () => [404, { code: 404, message: 'Not found' }] as const;
    for (const url of ['/faq', '/companies/nobody']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
    }
  });

  it('describes a public list from its route texts, escaped', async () => {
    const html = (await get('/requests')).body;
    expect(html).toContain('<title>Innovation requests | Trialbridge</title>');
    expect(html).toContain('<h1>Innovation requests</h1><p>Open requests &lt;&amp; &quot;more&quot;&gt;.</p>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/requests" data-route-seo="">`);
  });

  it('leaves private pages, pages of unknown data and unknown paths as the plain app', async () => {
    for (const url of ['/dashboard', '/companies/meridian/edit', '/requests/12', '/no-such-page'])
      expect((await get(url)).body).toBe(INDEX);
  });

  it('gives a signed-in browser the app at once', async () => {
    const response = await get('/faq', { cookie: 'tb_session.0=sealed' });
    expect(response.body).toBe(INDEX);
    expect(response.headers.vary).toMatch(/Cookie/);
  });

  it("adds the tags to a prerendered page's head and keeps its body", async () => {
    const html = (await get('/login')).body;
    expect(html).toContain('<title>Sign in | Trialbridge</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/login" data-route-seo="">`);
    expect(html).toContain('<main><h1>Sign in</h1><form></form></main>');
    expect(html).not.toContain('seo-page');
  });

  it('compresses a described page as the browser asks', async () => {
    const response = await get('/faq', { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<h1>Frequently asked questions</h1>');
  });
});

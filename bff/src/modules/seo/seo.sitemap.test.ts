import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import type { SeoApi } from './seo.api.js';
import { createTtlCache } from './seo.cache.js';
import { createSitemaps } from './seo.sitemap.js';
import { seoTexts } from './seo.texts.js';
import { CHALLENGE, COMMONS_PAGE, MEETUP, scriptPublicReads } from './seo.public.testing.js';
import { FAQ, SEO_ROUTES, writeWebDist } from './seo.testing.js';

const ORIGIN = 'https://trialbridge.example';
const profile = (n: number) => ({ alias: `company-${n}`, updatedAt: `2026-01-0${(n % 9) + 1}T00:00:00.000Z` });

describe('robots.txt and sitemap.xml', () => {
  let h: Harness;
  let dist: string;
  beforeAll(async () => {
    dist = writeWebDist();
    h = await startHarness({ users: [], env: { WEB_DIST: dist, PUBLIC_URL: 'http://trialbridge.test:8080' } });
    h.api.pages.set('GET /v1/cms/entries/faq', () => [200, FAQ]);
    scriptPublicReads(h.api);
    h.api.routes.on(
      'get',
      '/seo/company-profiles',
      (_request, url) => {
        const offset = Number(url.searchParams.get('offset'));
        const limit = Number(url.searchParams.get('limit'));
        const all = [profile(1), profile(2)];
        return [200, { total: all.length, items: all.slice(offset, offset + limit) }];
      },
      { public: true },
    );
  });
  afterAll(async () => {
    await h.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('robots.txt allows the public pages, disallows private and sign-in paths, and names the sitemap', async () => {
    const response = await h.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/dashboard', '/my-account', '/graphql', '/login', '/auth/', '/companies/*/edit'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /companies');
    expect(lines).toContain('Sitemap: http://trialbridge.test:8080/sitemap.xml');
  });

  it('sitemap.xml lists the public pages and every profile, absolute, with lastmod where known', async () => {
    const response = await h.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/);
    const o = 'http://trialbridge.test:8080';
    expect(xml).toContain(`<url><loc>${o}/companies</loc></url>`);
    expect(xml).toContain(`<url><loc>${o}/requests</loc></url>`);
    expect(xml).toContain(`<url><loc>${o}/faq</loc><lastmod>${FAQ.publishedAt}</lastmod></url>`);
    expect(xml).toContain(`<url><loc>${o}/companies/company-1</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod></url>`);
    expect(xml).toContain(`<loc>${o}/companies/company-2</loc>`);
    // Private, sign-in and parameter pages are not listed.
    for (const path of ['/dashboard', '/login', '/companies/:alias', '/requests/:id'])
      expect(xml).not.toContain(`<loc>${o}${path}</loc>`);
  });

  it('lists the public detail pages that exist: commons types and pages, meetups, reports, challenges', async () => {
    const xml = (await h.app.inject({ url: '/sitemap.xml' })).body;
    const o = 'http://trialbridge.test:8080';
    expect(xml).toContain(`<url><loc>${o}/commons/guides</loc></url>`);
    expect(xml).toContain(`<url><loc>${o}/commons/glossary</loc></url>`);
    expect(xml).toContain(
      `<url><loc>${o}/commons/guides/${COMMONS_PAGE.slug}</loc><lastmod>${COMMONS_PAGE.updatedAt}</lastmod></url>`,
    );
    expect(xml).toContain(`<url><loc>${o}/meetups/${MEETUP.code}</loc></url>`);
    expect(xml).toContain(`<url><loc>${o}/summaries/reports/response-times</loc></url>`);
    // A challenge's page is its request's: where one applies.
    expect(xml).toContain(`<url><loc>${o}/requests/${CHALLENGE.requestId}</loc></url>`);
    expect(xml.match(/<loc>[^<]*\/commons\/guides<\/loc>/g)).toHaveLength(1);
  });

  it('answers 404 for sitemap parts that do not exist, and is not the app', async () => {
    for (const url of ['/sitemaps/companies-9.xml', '/sitemaps/other.xml'])
      expect((await h.app.inject({ url })).statusCode).toBe(404);
  });
});

describe('a sitemap over the per-file limit', () => {
  // Five profiles and three files' worth per file: an index of the pages and two profile files.
  const all = [1, 2, 3, 4, 5].map(profile);
  const none = { content: [], page: 0, size: 10, totalElements: 0, totalPages: 0 };
  const api = {
    cmsPage: async () => null,
    companyPreview: async () => null,
    profiles: async (offset: number, limit: number) => ({
      total: all.length,
      items: all.slice(offset, offset + limit),
    }),
    companies: async () => ({ ...none, facets: [] }),
    challenges: async () => none,
    meetups: async () => none,
    meetup: async () => null,
    commonsTypes: async () => ({ types: [] }),
    commonsPages: async () => none,
    commonsPage: async () => null,
    experts: async () => none,
    reports: async () => [],
    requests: async () => none,
    request: async () => null,
  } satisfies SeoApi;
  const texts = seoTexts(SEO_ROUTES);
  const sitemaps = createSitemaps({ api, cache: createTtlCache(() => 0, 1000), maxUrls: 3, pageSize: 2 });

  it('becomes an index of files, each within the limit', async () => {
    const index = await sitemaps.file('sitemap.xml', texts, ORIGIN);
    expect(index).toContain('<sitemapindex');
    const parts = [...(index ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(parts).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/companies-1.xml`,
      `${ORIGIN}/sitemaps/companies-2.xml`,
    ]);
    const first = await sitemaps.file('companies-1.xml', texts, ORIGIN);
    const second = await sitemaps.file('companies-2.xml', texts, ORIGIN);
    const aliases = (xml: string | null) => [...(xml ?? '').matchAll(/companies\/(company-\d)/g)].map((m) => m[1]);
    expect(aliases(first)).toEqual(['company-1', 'company-2', 'company-3']);
    expect(aliases(second)).toEqual(['company-4', 'company-5']);
    expect(await sitemaps.file('companies-3.xml', texts, ORIGIN)).toBeNull();
    expect(await sitemaps.file('pages.xml', texts, ORIGIN)).toContain(`<loc>${ORIGIN}/faq</loc>`);
  });
});

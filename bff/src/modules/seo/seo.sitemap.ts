import { escapeHtml } from '../../http/web.page.js';
import type { SeoApi } from './seo.api.js';
import type { TtlCache } from './seo.cache.js';
import { CMS_PAGE_KEYS, COMPANY_PROFILE_ROUTE } from './seo.pages.js';
import { detailUrls, type SitemapUrl } from './seo.sitemap.details.js';
import { fillPath, type SeoTexts } from './seo.texts.js';

/** The sitemap protocol's limit per file: more URLs make the sitemap an index of files. */
export const SITEMAP_MAX_URLS = 50_000;
/** Profiles per api call (the api's largest page). */
export const PROFILE_PAGE_SIZE = 5000;

/** Never for crawlers, whatever the routes say: the api surface, sign-in and what members see. */
export const ALWAYS_DISALLOWED = [
  '/graphql',
  '/media/',
  '/auth/',
  '/login',
  '/forgot-password',
  '/dashboard',
  '/my-account',
] as const;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlset(urls: readonly SitemapUrl[]): string {
  const entries = urls.map(
    ({ loc, lastmod }) =>
      `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${entries.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(locs: readonly string[]): string {
  const entries = locs.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** A route pattern as a robots.txt rule: each parameter any one segment (`/companies/*\/edit`). */
const rule = (pattern: string): string => pattern.replace(/:\w+/g, '*');

/** What robots.txt disallows: the fixed list, then every route that needs a session or says noindex. */
export function disallowedPaths(texts: SeoTexts): string[] {
  const fromRoutes = texts.routes
    .filter((route) => route.needsLogin || /noindex/i.test(route.robots ?? ''))
    .map((route) => rule(route.path));
  return [...new Set<string>([...ALWAYS_DISALLOWED, ...fromRoutes])];
}

const isDisallowed = (path: string) =>
  ALWAYS_DISALLOWED.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));

/** The public pages without parameters, each once, as their routes declare them. */
export function publicPagePaths(texts: SeoTexts): string[] {
  const paths = texts.routes
    .filter((route) => !route.needsLogin && route.canonical && !route.canonical.includes(':'))
    .filter((route) => !/noindex/i.test(route.robots ?? ''))
    .map((route) => route.canonical ?? '')
    .filter((path) => !isDisallowed(path));
  return [...new Set(paths)];
}

export function robotsTxt(texts: SeoTexts, origin: string): string {
  const lines = ['User-agent: *', 'Allow: /', ...disallowedPaths(texts).map((path) => `Disallow: ${path}`)];
  return `${lines.join('\n')}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export interface SitemapDeps {
  api: SeoApi;
  cache: TtlCache;
  maxUrls?: number;
  pageSize?: number;
}

/** `/sitemap.xml` and its parts (`/sitemaps/pages.xml`, `/sitemaps/companies-<n>.xml`) when it is an index. */
export function createSitemaps({ api, cache, maxUrls = SITEMAP_MAX_URLS, pageSize = PROFILE_PAGE_SIZE }: SitemapDeps) {
  /** The public pages without parameters, then the public detail pages (commons, meetups, reports…). */
  const pages = async (texts: SeoTexts, origin: string): Promise<SitemapUrl[]> => {
    const [fixed, details] = await Promise.all([
      Promise.all(
        publicPagePaths(texts).map(async (path) => {
          const key = path.slice(1);
          if (!CMS_PAGE_KEYS.includes(key)) return { loc: `${origin}${path}` };
          // A CMS page's last publication; without an answer it is still listed, without a date.
          const page = await cache.get(`cms:${key}`, () => api.cmsPage(key)).catch(() => null);
          return { loc: `${origin}${path}`, lastmod: page?.publishedAt };
        }),
      ),
      detailUrls(api, texts, origin),
    ]);
    return [...fixed, ...details];
  };

  /** `count` profiles from `offset`, in the api's pages. */
  const profiles = async (origin: string, offset: number, count: number): Promise<SitemapUrl[]> => {
    const urls: SitemapUrl[] = [];
    while (urls.length < count) {
      const page = await api.profiles(offset + urls.length, Math.min(pageSize, count - urls.length));
      urls.push(
        ...page.items.map((item) => ({
          loc: `${origin}${fillPath(COMPANY_PROFILE_ROUTE, { alias: item.alias })}`,
          lastmod: item.updatedAt,
        })),
      );
      if (page.items.length === 0) break;
    }
    return urls;
  };

  const build = async (name: string, texts: SeoTexts, origin: string): Promise<string | null> => {
    const total = (await api.profiles(0, 1)).total;
    const staticPages = await pages(texts, origin);
    const files = Math.ceil(total / maxUrls);
    if (name === 'sitemap.xml') {
      if (staticPages.length + total <= maxUrls) return urlset([...staticPages, ...(await profiles(origin, 0, total))]);
      const parts = ['pages', ...Array.from({ length: files }, (_, i) => `companies-${i + 1}`)];
      return sitemapIndex(parts.map((part) => `${origin}/sitemaps/${part}.xml`));
    }
    if (name === 'pages.xml') return urlset(staticPages);
    const n = Number(/^companies-([1-9]\d{0,5})\.xml$/.exec(name)?.[1] ?? 0);
    if (n < 1 || n > files) return null;
    return urlset(await profiles(origin, (n - 1) * maxUrls, Math.min(maxUrls, total - (n - 1) * maxUrls)));
  };

  return {
    /** The XML of `/sitemap.xml` or `/sitemaps/<name>`; null for a part that does not exist. */
    file: (name: string, texts: SeoTexts, origin: string): Promise<string | null> =>
      cache.get(`sitemap:${origin}:${name}`, () => build(name, texts, origin)),
  };
}

export type Sitemaps = ReturnType<typeof createSitemaps>;

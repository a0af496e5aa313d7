import type { WebPageSource } from '../../http/web.page.js';
import type { BffModule } from '../../module.js';
import { createSeoApi } from './seo.api.js';
import { createTtlCache } from './seo.cache.js';
import { createSeoPages } from './seo.pages.js';
import { registerSeoRoutes } from './seo.routes.js';
import { createSitemaps, type Sitemaps } from './seo.sitemap.js';
import { createSeoTextsReader, type SeoTexts } from './seo.texts.js';

/** How long a profile, a CMS page or a sitemap is kept: the api stays the source of truth. */
export const SEO_CACHE_TTL_MS = 60_000;

export interface SeoService {
  /** The routes' SEO texts from the web build (`seo.json`). */
  texts: (webDist: string) => SeoTexts;
  sitemaps: Sitemaps;
}

declare module '../../context.js' {
  interface FeatureServices {
    seo: SeoService;
  }
}

/**
 * Pages crawlers read (docs/seo.md): SEO tags and main text in the HTML of public pages and
 * company profiles for signed-out GETs (filling core's `webPages`), robots.txt and the sitemap.
 */
export const seoModule: BffModule = {
  name: 'seo',
  services: ({ publicRest, now }) => {
    const api = createSeoApi(publicRest);
    const texts = createSeoTextsReader();
    const webPages: WebPageSource = createSeoPages({ api, texts, cache: createTtlCache(now, SEO_CACHE_TTL_MS) });
    const sitemaps = createSitemaps({ api, cache: createTtlCache(now, SEO_CACHE_TTL_MS, 100) });
    return { webPages, seo: { texts, sitemaps } };
  },
  routes: registerSeoRoutes,
};

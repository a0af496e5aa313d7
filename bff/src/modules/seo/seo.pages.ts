import type { WebPage, WebPageSource, WebSite } from '../../http/web.page.js';
import type { SeoApi } from './seo.api.js';
import type { TtlCache } from './seo.cache.js';
import { cmsBody, companyBody, companyDescription, routeBody } from './seo.html.js';
import { DESCRIBERS } from './seo.public.js';
import { fillPath, type RouteMatch, type SeoTexts } from './seo.texts.js';

/** Spec §7's CMS pages: each at `/<key>` (the api's content module's page keys). */
export const CMS_PAGE_KEYS: readonly string[] = [
  'engagement-info',
  'faq',
  'matchmaking',
  'resources',
  'privacy-policy',
  'terms',
];

/** The public profile (web/src/features/company/routes.ts) and the list it belongs to. */
export const COMPANY_PROFILE_ROUTE = '/companies/:alias';
export const COMPANY_LIST_PATH = '/companies';

export interface SeoPagesDeps {
  api: SeoApi;
  /** Profiles and CMS pages, per key, for a short while. */
  cache: TtlCache;
  texts: (webDist: string) => SeoTexts;
}

const cmsKeyOf = (path: string): string | null => {
  const key = /^\/([a-z0-9-]+)\/?$/.exec(path)?.[1];
  return key && CMS_PAGE_KEYS.includes(key) ? key : null;
};

/**
 * The page a signed-out GET of `path` opens, described from the route's own texts (seo.json),
 * the CMS entry, the company's public preview or the public reads of the page's data
 * (`seo.public.ts`: lists with their first items, a meetup, a request's teaser, a report, a
 * commons page); null for private pages, other pages with parameters and what does not exist,
 * which get the plain app.
 */
export function createSeoPages({ api, cache, texts }: SeoPagesDeps): WebPageSource {
  const describe = async (match: RouteMatch, path: string, site: WebSite): Promise<WebPage | null> => {
    const { route, params } = match;
    if (route.needsLogin || !route.canonical) return null;
    const canonical = `${site.origin}${fillPath(route.canonical, params)}`;
    const base = {
      canonical,
      robots: route.robots,
      ogType: route.openGraph?.type,
      twitterCard: route.twitter?.card,
    };
    const key = cmsKeyOf(path);
    if (key) {
      const page = await cache.get(`cms:${key}`, () => api.cmsPage(key));
      return page && { ...base, title: page.title, description: page.description, body: cmsBody(page) };
    }
    if (route.path === COMPANY_PROFILE_ROUTE) {
      const alias = params.alias ?? '';
      const company = await cache.get(`company:${alias}`, () => api.companyPreview(alias));
      if (!company) return null;
      return {
        ...base,
        // The alias the api knows the company by, whatever case the link used.
        canonical: `${site.origin}${fillPath(COMPANY_PROFILE_ROUTE, { alias: company.alias })}`,
        title: company.name,
        description: companyDescription(company),
        body: companyBody(company, COMPANY_LIST_PATH),
      };
    }
    const describer = DESCRIBERS[route.path];
    if (describer) {
      const described = await describer({ api, cache, route, params, site });
      if (!described) return null;
      const { path: own, ...texts } = described;
      return { ...base, ...texts, canonical: own ? `${site.origin}${own}` : canonical };
    }
    // Other pages with parameters would need their own data to say anything true.
    if (route.path.includes(':')) return null;
    return {
      ...base,
      title: route.title,
      description: route.description,
      body: routeBody(route.title, route.description),
    };
  };

  return async (path, site) => {
    const match = texts(site.webDist).match(path);
    return match ? describe(match, path, site) : null;
  };
}

import type { SeoApi } from './seo.api.js';
import * as item from './seo.items.js';
import type { SeoTexts } from './seo.texts.js';

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/** At most this many detail pages of one kind: the pages' file stays far below a sitemap file's 50,000. */
export const DETAILS_MAX = 10_000;
const PAGE = 100;
/** The api's largest page of challenges. */
const CHALLENGE_PAGE = 50;

interface Page<T> {
  content: T[];
  totalPages: number;
}

/** Every item of a paged public list, page by page, up to `max`. */
async function everything<T>(load: (page: number) => Promise<Page<T>>, max: number): Promise<T[]> {
  const items: T[] = [];
  for (let page = 0; items.length < max; page++) {
    const answer = await load(page);
    items.push(...answer.content);
    if (page + 1 >= answer.totalPages || answer.content.length === 0) break;
  }
  return items.slice(0, max);
}

/**
 * The public detail pages that exist, for the sitemap: commons types and published pages,
 * meetups (upcoming and past), reports, and the request pages of open challenges (where one
 * applies; a visitor reads their teaser). A kind is listed only while its web route is public in
 * the build's texts. Read as a visitor reads them: the api's public lists without credentials.
 */
export async function detailUrls(api: SeoApi, texts: SeoTexts, origin: string, max = DETAILS_MAX) {
  const routed = (pattern: string) =>
    texts.routes.some((route) => route.path === pattern && !route.needsLogin && route.canonical);
  const url = (path: string, lastmod?: string | null): SitemapUrl =>
    lastmod ? { loc: `${origin}${path}`, lastmod } : { loc: `${origin}${path}` };

  const kinds: Promise<SitemapUrl[]>[] = [];
  if (routed('/commons/:type')) {
    kinds.push(api.commonsTypes().then(({ types }) => types.map((type) => url(item.commonsTypePath(type.type)))));
  }
  if (routed('/commons/:type/:slug')) {
    const pages = everything((page) => api.commonsPages(undefined, page, PAGE), max);
    kinds.push(pages.then((all) => all.map((page) => url(item.commonsPagePath(page.type, page.slug), page.updatedAt))));
  }
  if (routed('/meetups/:code')) {
    for (const when of ['UPCOMING', 'PAST'] as const) {
      const meetups = everything((page) => api.meetups(when, page, PAGE), max);
      kinds.push(meetups.then((all) => all.map((meetup) => url(item.meetupPath(meetup.code)))));
    }
  }
  if (routed('/summaries/reports/:code')) {
    kinds.push(api.reports().then((reports) => reports.map((report) => url(item.reportPath(report.code)))));
  }
  if (routed('/requests/:id')) {
    const challenges = everything((page) => api.challenges('OPEN', page, CHALLENGE_PAGE), max);
    kinds.push(challenges.then((all) => all.map((challenge) => url(item.requestPath(challenge.requestId)))));
  }
  const urls = (await Promise.all(kinds)).flat();
  return [...new Map(urls.map((entry) => [entry.loc, entry])).values()];
}

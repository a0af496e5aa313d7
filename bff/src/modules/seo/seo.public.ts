import { escapeHtml, type WebSite } from '../../http/web.page.js';
import { parseId } from '../../rest/rest.ids.js';
import type { CommonsType, SeoApi } from './seo.api.js';
import type { TtlCache } from './seo.cache.js';
import { formatDay, shortText } from './seo.format.js';
import { labelled, link, looksSanitised, paragraph, paragraphs, routeBody, section } from './seo.html.js';
import * as item from './seo.items.js';
import type { SeoRoute } from './seo.texts.js';

/** What a public page says: its own title and description, its main text, and its path when not the link's. */
export interface Described {
  title: string;
  description: string;
  body: string;
  path?: string;
}

export interface DescribeContext {
  api: SeoApi;
  cache: TtlCache;
  route: SeoRoute;
  params: Record<string, string>;
  site: WebSite;
}

type Describer = (context: DescribeContext) => Promise<Described | null>;

/** The first page of each list, as many items as the app's own page shows. */
const SIZE = {
  challenges: 12,
  meetups: 10,
  commonsLatest: 6,
  commonsType: 10,
  experts: 12,
  requests: 20,
  companies: 20,
};

/**
 * A list page: its route's heading and description, then its first page of items. Without the
 * api the heading and description still stand (failures are not kept: the next GET asks again).
 */
const list =
  (key: string, items: (api: SeoApi) => Promise<string>): Describer =>
  async ({ api, cache, route }) => {
    const html = await cache.get(`list:${key}`, () => items(api)).catch(() => '');
    return {
      title: route.title,
      description: route.description,
      body: routeBody(route.title, route.description) + html,
    };
  };

const back = (href: string, text: string) => `<p>${link(href, text)}</p>`;
const h1 = (text: string) => `<h1>${escapeHtml(text)}</h1>`;

const MEETUP_CODE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const commonsTypes = (api: SeoApi, cache: TtlCache) =>
  cache.get('commons:types', async () => (await api.commonsTypes()).types);

/** The kind of a known commons type (the api's list); null for anything else, asked nothing more. */
async function commonsType(api: SeoApi, cache: TtlCache, type: string | undefined) {
  return (await commonsTypes(api, cache)).find((known) => known.type === type) ?? null;
}

/**
 * Each public page with data of its own, by its web route's pattern (the features' routes.ts).
 * Everything comes from the api's public reads without credentials, so a page says what the app
 * shows a visitor and nothing more: teasers of requests, challenges without their sponsor.
 */
export const DESCRIBERS: Readonly<Record<string, Describer>> = {
  '/challenges': list('challenges', async (api) => {
    const page = await api.challenges('OPEN', 0, SIZE.challenges);
    return section('Open challenges', page.content.map(item.challengeItem), 'There are no open challenges right now.');
  }),
  '/meetups': list('meetups', async (api) => {
    const page = await api.meetups('UPCOMING', 0, SIZE.meetups);
    return section('Upcoming meetups', page.content.map(item.meetupItem), 'There are no upcoming meetups right now.');
  }),
  '/commons': list('commons', async (api) => {
    const [types, latest] = await Promise.all([api.commonsTypes(), api.commonsPages(undefined, 0, SIZE.commonsLatest)]);
    return (
      section('Types of pages', types.types.map(item.commonsTypeItem), 'There are no types of pages yet.') +
      section('Latest pages', latest.content.map(item.commonsPageItem), 'Nothing has been published yet.') +
      back('/commons/experts', 'Experts')
    );
  }),
  '/commons/experts': list('experts', async (api) => {
    const page = await api.experts(SIZE.experts);
    return section('Experts', page.content.map(item.expertItem), 'Nobody is listed yet.');
  }),
  '/summaries': list('reports', async (api) =>
    section('Reports', (await api.reports()).map(item.reportItem), 'There are no reports yet.'),
  ),
  '/requests': list('requests', async (api) => {
    const page = await api.requests(SIZE.requests);
    return section('Open requests', page.content.map(item.requestItem), 'There are no open requests right now.');
  }),
  '/companies': list('companies', async (api) => {
    const page = await api.companies(SIZE.companies);
    return section('Companies', page.content.map(item.companyItem), 'There are no companies yet.');
  }),

  '/meetups/:code': async ({ api, cache, params }) => {
    const code = params.code ?? '';
    if (!MEETUP_CODE.test(code) || code.length > 50) return null;
    const meetup = await cache.get(`meetup:${code}`, () => api.meetup(code));
    if (!meetup) return null;
    return {
      title: meetup.title,
      description: shortText(meetup.description),
      path: item.meetupPath(meetup.code),
      body: [
        h1(meetup.title),
        item.meetupFacts(meetup),
        paragraphs(meetup.description),
        meetup.registrationOpen ? back(`/register?event=${encodeURIComponent(meetup.code)}`, 'Register') : '',
        back('/meetups', 'All meetups'),
      ].join(''),
    };
  },
  '/requests/:id': async ({ api, cache, params, site }) => {
    const id = parseId(params.id ?? '');
    if (id === null) return null;
    const request = await cache.get(`request:${id}`, () => api.request(id));
    if (!request) return null;
    // A teaser's fields only, whatever else the answer holds: what the app shows a visitor.
    const kind = item.KIND_LABELS[request.kind] ?? request.kind;
    return {
      title: request.title,
      description: `${kind} request, open for responses until ${formatDay(request.responseDeadline)}.`,
      path: item.requestPath(request.id),
      body: [
        h1(request.title),
        item.requestFacts(request),
        `<p>Members see who posted this request and every detail, and respond. ${link('/register', `Join ${site.brand}`)}.</p>`,
        back('/requests', 'All requests'),
      ].join(''),
    };
  },
  '/summaries/reports/:code': async ({ api, cache, params }) => {
    const reports = await cache.get('list-data:reports', () => api.reports());
    const report = reports.find((known) => known.code === params.code);
    if (!report) return null;
    return {
      title: report.title,
      description: report.description,
      path: item.reportPath(report.code),
      body: [
        h1(report.title),
        paragraph(report.description),
        labelled(report.headlineLabel, item.headlineText(report)),
        back('/summaries', 'All reports'),
      ].join(''),
    };
  },
  '/commons/:type': async ({ api, cache, params }) => {
    const type = await commonsType(api, cache, params.type);
    if (!type) return null;
    const pages = await cache.get(`commons:${type.type}`, () =>
      api.commonsPages(type.type as CommonsType, 0, SIZE.commonsType),
    );
    return {
      title: type.label,
      description: type.description,
      path: item.commonsTypePath(type.type),
      body:
        routeBody(type.label, type.description) +
        section('Pages', pages.content.map(item.commonsPageItem), 'Nothing of this type has been published yet.') +
        back('/commons', 'Commons'),
    };
  },
  '/commons/:type/:slug': async ({ api, cache, params }) => {
    const slug = params.slug ?? '';
    const type = await commonsType(api, cache, params.type);
    if (!type || !SLUG.test(slug) || slug.length > 250) return null;
    const page = await cache.get(`commons:${type.type}/${slug}`, () => api.commonsPage(type.type as CommonsType, slug));
    // Without credentials the api answers published pages only; a draft is never described.
    if (!page || page.status !== 'PUBLISHED') return null;
    return {
      title: page.title,
      description: page.summary,
      path: item.commonsPagePath(page.type, page.slug),
      body: [
        h1(page.title),
        paragraph(
          [page.authorName, page.company.name, page.publishedAt && formatDay(page.publishedAt)]
            .filter(Boolean)
            .join(' · '),
        ),
        // The api renders and sanitises the markdown; the bff still checks it as it does the CMS's.
        looksSanitised(page.html) ? page.html : paragraph(page.summary),
        back(item.commonsTypePath(type.type), type.label),
      ].join(''),
    };
  },
};

import type { ApiSchema } from '../../rest/rest.contract.js';
import type { FakeApi } from '../../testing/fake.api.js';
import { buildCompany } from '../company/company.testing.js';
import { buildRequest } from '../requests/requests.testing.js';

// The public reads behind the list and detail pages (seo.public.ts), as the api answers a
// visitor: every text with markup in it, to show that pages escape it.

const page = <T>(content: T[], size = 10) => ({
  content,
  page: 0,
  size,
  totalElements: content.length,
  totalPages: content.length ? 1 : 0,
});

export const CHALLENGE: ApiSchema<'ChallengeDto'> = {
  id: 4,
  requestId: 31,
  headline: 'eConsent <b>for</b> oncology',
  problemSummary: 'Patients drop out.\n\nConsent takes too long.',
  prize: 'A paid pilot',
  deadline: '2026-12-18',
  howToApply: 'Respond to the request.',
  status: 'PUBLISHED',
  open: true,
  sponsor: null,
  therapeuticAreas: [{ id: 21, name: 'Oncology' }],
  isOwnCompany: false,
  canEdit: false,
  publishedAt: '2026-01-02T00:00:00.000Z',
  closedAt: null,
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-03T00:00:00.000Z',
};

export const MEETUP: ApiSchema<'MeetupDto'> = {
  id: 2,
  code: 'scope-side-meetup',
  title: 'SCOPE <i>side</i> meetup',
  description: 'Drinks and demos after the summit.',
  startsAt: '2026-02-03T23:00:00.000Z',
  endsAt: '2026-02-04T01:00:00.000Z',
  timeZone: 'America/New_York',
  venue: 'Orlando, Hyatt Regency',
  onlineUrl: null,
  capacity: 4,
  registeredCount: 1,
  seatsLeft: 3,
  waitlistCount: 0,
  registrationOpen: true,
};

export const COMMONS_TYPES: ApiSchema<'CommonsTypeDto'>[] = [
  { type: 'guides', label: 'Guides', description: 'How-tos for running trials.', count: 1 },
  { type: 'glossary', label: 'Glossary', description: 'Terms explained plainly.', count: 0 },
];

export const COMMONS_PAGE: ApiSchema<'CommonsPageDto'> = {
  id: 8,
  type: 'guides',
  slug: 'site-start-up',
  title: 'Site start-up & <feasibility>',
  summary: 'What to do in the first 90 days.',
  status: 'PUBLISHED',
  company: { id: 9, name: 'Meridian Clinical Research', alias: 'meridian' },
  authorName: 'Victor Lindqvist',
  publishedAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-06T10:00:00.000Z',
  canEdit: false,
  body: '## Week one',
  html: '<h2>Week one</h2><p>Agree the budget &amp; contract.</p>',
};

export const EXPERT: ApiSchema<'CommonsExpertDto'> = {
  userId: 12,
  name: 'Victor Lindqvist',
  jobTitle: 'Director',
  company: { id: 9, name: 'Meridian Clinical Research', alias: 'meridian' },
  kinds: ['Clinical Research Associate'],
  headline: 'Monitoring <script>x</script>',
  bio: 'A private bio the directory card never shows.',
  listed: true,
  updatedAt: '2026-01-06T10:00:00.000Z',
};

export const REPORT: ApiSchema<'ReportSummaryDto'> = {
  code: 'response-times',
  title: 'Response times',
  description: "Time from a request's publication to its first response.",
  headline: 18.5,
  headlineLabel: 'Median hours to a first response (last 12 months)',
  headlineUnit: 'HOURS',
};

/** What a visitor gets of request 31: its teaser (every member-only field null). */
export const TEASER = buildRequest({
  id: 31,
  kind: 'INNOVATION',
  title: 'eConsent for decentralised trials',
  teaser: true,
  company: null,
  description: null,
  responseCount: null,
  isOwnCompany: false,
  canEdit: false,
});

export const COMPANY = buildCompany({ id: 7, name: 'Meridian & Co', alias: 'meridian' });

/** Scripts the public reads the pages and the sitemap use on the fake api. */
export function scriptPublicReads(api: FakeApi): void {
  const on = { public: true };
  api.routes.on('get', '/challenges', () => [200, page([CHALLENGE], 12)], on);
  api.routes.on(
    'get',
    '/meetups',
    (_r, url) => [200, page(url.searchParams.get('when') === 'PAST' ? [] : [MEETUP])],
    on,
  );
  api.routes.on(
    'get',
    '/meetups/{code}',
    (_r, url) =>
      url.pathname.endsWith(`/${MEETUP.code}`) ? [200, MEETUP] : [404, { code: 404, message: 'No such meetup.' }],
    on,
  );
  api.routes.on('get', '/commons/types', () => [200, { types: COMMONS_TYPES }], on);
  api.routes.on('get', '/commons/pages', () => [200, page([COMMONS_PAGE])], on);
  api.routes.on(
    'get',
    '/commons/pages/{type}/{slug}',
    (_r, url) =>
      url.pathname.endsWith(`/guides/${COMMONS_PAGE.slug}`)
        ? [200, COMMONS_PAGE]
        : [404, { code: 404, message: 'No such page.' }],
    on,
  );
  api.routes.on('get', '/commons/experts', () => [200, page([EXPERT], 12)], on);
  api.routes.on('get', '/reports', () => [200, [REPORT]], on);
  api.routes.on('get', '/requests', () => [200, page([TEASER], 20)], on);
  api.routes.on(
    'get',
    '/requests/{id}',
    (_r, url) => (url.pathname.endsWith('/31') ? [200, TEASER] : [404, { code: 404, message: 'Not found.' }]),
    on,
  );
  api.routes.on(
    'get',
    '/companies/search',
    () => [200, { ...page([{ company: COMPANY, highlights: null }], 20), facets: [] }],
    on,
  );
}

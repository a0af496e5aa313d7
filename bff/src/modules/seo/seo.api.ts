import { AppError } from '../../errors/error.codes.js';
import type { RestClient } from '../../rest/rest.client.js';
import { segment } from '../../rest/rest.paths.js';
import type { ApiSchema, RequestBody } from '../../rest/rest.contract.js';

/** What anyone may see of a company (GET /v1/companies/by-alias/{alias}/preview). */
export type CompanyPreviewDto = ApiSchema<'CompanyPreviewDto'>;
export type SitemapProfilesDto = ApiSchema<'SitemapProfilesDto'>;
export type ChallengeDto = ApiSchema<'ChallengeDto'>;
export type MeetupDto = ApiSchema<'MeetupDto'>;
export type CommonsTypeDto = ApiSchema<'CommonsTypeDto'>;
export type CommonsPageSummaryDto = ApiSchema<'CommonsPageSummaryDto'>;
export type CommonsPageDto = ApiSchema<'CommonsPageDto'>;
export type CommonsExpertDto = ApiSchema<'CommonsExpertDto'>;
export type ReportSummaryDto = ApiSchema<'ReportSummaryDto'>;
export type RequestSummaryDto = ApiSchema<'RequestSummaryDto'>;
export type RequestDto = ApiSchema<'RequestDto'>;
export type SearchResultDto = ApiSchema<'SearchResultDto'>;
export type CommonsType = RequestBody<'post', '/commons/pages'>['type'];

/** A CMS page (spec §7's getCmsEntry), the fields the page's HTML uses. */
export interface CmsPage {
  title: string;
  description: string;
  /** The body as the api rendered and sanitised it. */
  html: string;
  publishedAt: string;
}

/** An answer, or null when the api says there is no such thing. */
async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT')) return null;
    throw error;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The CMS answer checked field by field: anything else is no page. */
function cmsPage(value: unknown): CmsPage | null {
  if (typeof value !== 'object' || value === null) return null;
  const { title, description, html, publishedAt } = value as Record<string, unknown>;
  if (!isText(title) || !isText(description) || !isText(html) || !isText(publishedAt)) return null;
  return { title, description, html, publishedAt };
}

/** The first page of a list, as the web's own page asks for it. */
const first = (size: number) => ({ page: 0, size });

/**
 * The api's public reads the crawler-readable pages use, all through the client without
 * credentials: the api answers exactly what it answers a visitor. The only place that knows their paths.
 */
export function createSeoApi(rest: RestClient) {
  return {
    /** Null for a key with no published page. */
    cmsPage: async (key: string): Promise<CmsPage | null> =>
      cmsPage(await orNull(rest.unchecked({ operation: 'getCmsEntry', path: `/cms/entries/${segment(key)}` }))),
    /** Null when there is no active company with this alias. */
    companyPreview: (alias: string): Promise<CompanyPreviewDto | null> =>
      orNull(
        rest.get('/companies/by-alias/{alias}/preview', { operation: 'getCompanyPreviewByAlias', params: { alias } }),
      ),
    profiles: (offset: number, limit: number): Promise<SitemapProfilesDto> =>
      rest.get('/seo/company-profiles', { operation: 'getSitemapProfiles', query: { offset, limit } }),
    /** Companies in the directory's order (`/companies`: by name). */
    companies: (size: number) =>
      rest.get('/companies/search', { operation: 'searchCompanies', paging: { ...first(size), sort: NAME_ORDER } }),
    challenges: (state: 'OPEN' | 'ALL', page: number, size: number) =>
      rest.get('/challenges', { operation: 'listChallenges', query: { state }, paging: { page, size } }),
    meetups: (when: 'UPCOMING' | 'PAST', page: number, size: number) =>
      rest.get('/meetups', { operation: 'listMeetups', query: { when }, paging: { page, size } }),
    meetup: (code: string): Promise<MeetupDto | null> =>
      orNull(rest.get('/meetups/{code}', { operation: 'getMeetup', params: { code } })),
    commonsTypes: () => rest.get('/commons/types', { operation: 'listCommonsTypes' }),
    commonsPages: (type: CommonsType | undefined, page: number, size: number) =>
      rest.get('/commons/pages', { operation: 'listCommonsPages', query: { type }, paging: { page, size } }),
    commonsPage: (type: CommonsType, slug: string): Promise<CommonsPageDto | null> =>
      orNull(rest.get('/commons/pages/{type}/{slug}', { operation: 'getCommonsPage', params: { type, slug } })),
    experts: (size: number) => rest.get('/commons/experts', { operation: 'listCommonsExperts', paging: first(size) }),
    reports: () => rest.get('/reports', { operation: 'listReports' }),
    /** Visitors get open public requests as teasers (docs/requests.md). */
    requests: (size: number) => rest.get('/requests', { operation: 'listRequests', paging: first(size) }),
    request: (id: number): Promise<RequestDto | null> =>
      orNull(rest.get('/requests/{id}', { operation: 'getRequest', params: { id } })),
  };
}

const NAME_ORDER = [{ field: 'name', direction: 'ASC' as const }];

export type SeoApi = ReturnType<typeof createSeoApi>;

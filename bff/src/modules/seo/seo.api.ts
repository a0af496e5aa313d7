import { AppError } from '../../errors/error.codes.js';
import type { RestClient } from '../../rest/rest.client.js';
import { segment } from '../../rest/rest.paths.js';
import type { ApiSchema } from '../../rest/rest.contract.js';

/** What anyone may see of a company (GET /v1/companies/by-alias/{alias}/preview). */
export type CompanyPreviewDto = ApiSchema<'CompanyPreviewDto'>;
export type SitemapProfilesDto = ApiSchema<'SitemapProfilesDto'>;

/** A published CMS page (spec §7's getCmsEntry), the fields the page's HTML uses. */
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

/** The api's public reads the crawler-readable pages use; the only place that knows their paths. */
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
  };
}

export type SeoApi = ReturnType<typeof createSeoApi>;

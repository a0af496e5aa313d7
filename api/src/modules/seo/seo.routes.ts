import type { ApiInstance } from '../../http/types.js';
import { listSitemapProfiles } from './seo.repository.js';
import { ProfilesQuery, SitemapProfilesDto } from './seo.schemas.js';

export async function seoRoutes(app: ApiInstance): Promise<void> {
  app.get(
    '/v1/seo/company-profiles',
    {
      // Public: the same companies whose preview anyone may open.
      config: { auth: 'public' },
      schema: {
        tags: ['seo'],
        summary: "The public company profiles' aliases and last changes, paged, for the sitemap",
        querystring: ProfilesQuery,
        response: { 200: SitemapProfilesDto },
      },
    },
    async (request) => listSitemapProfiles(app.deps.db, request.query.offset ?? 0, request.query.limit ?? 1000),
  );
}

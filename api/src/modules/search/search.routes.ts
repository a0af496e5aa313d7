import type { ApiInstance } from '../../http/types.js';
import { optionalCaller } from '../user/index.js';
import { viewerOf } from '../company/index.js';
import { MAX_SEARCH_PAGE_SIZE, SearchPageDto, SearchQuery } from './search.schemas.js';
import { companySearchOf } from './search.instance.js';
import { searchCompanies, searchCommandFrom } from './search.service.js';

/** Paging refused in the words GraphQL callers read (the bff passes them on; the web never sends these). */
const fieldMessages = {
  size: `size must be between 1 and ${MAX_SEARCH_PAGE_SIZE}.`,
  page: 'page must be 0 or more.',
};

/** `GET /v1/companies/search`, over the api instance's company search index. */
export async function searchRoutes(app: ApiInstance): Promise<void> {
  const index = companySearchOf(app);
  const warm = index.warm?.bind(index);
  if (warm) {
    // An index that keeps companies in memory loads them in the background at start, so the first
    // search does not wait; closing waits for that load, so the database is never closed under it.
    let warming: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      warming = warm().catch((error: unknown) =>
        app.log.warn({ err: error }, 'company search index not loaded yet; the first search loads it'),
      );
    });
    app.addHook('onClose', async () => {
      await warming;
    });
  }

  app.get(
    '/v1/companies/search',
    {
      // Public: anyone may search; a signed-in caller gets partner inclusion and personal flags.
      config: { auth: 'public', fieldMessages },
      schema: {
        tags: ['company'],
        summary: 'Full-text company search with filters, sorts, paging, facet counts and highlights (spec §3, §5)',
        description:
          'Lists are OR within a parameter and AND across parameters; every facet counts its values under the other filters. Best match ranks by relevance (alphabetical without text).',
        querystring: SearchQuery,
        response: { 200: SearchPageDto },
      },
    },
    async (request) => {
      const command = searchCommandFrom(request.query);
      // Not awaited here: the caller is read while the search runs (searchCompanies).
      return searchCompanies(app.deps.db, index, optionalCaller(app, request).then(viewerOf), command);
    },
  );
}

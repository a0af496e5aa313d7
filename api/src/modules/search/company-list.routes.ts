import { Type } from 'typebox';
import { Page } from '../../http/paging.js';
import type { ApiInstance } from '../../http/types.js';
import { CompanyDto, requireViewer } from '../company/index.js';
import { companySearchOf } from './search.instance.js';
import { searchCompanies, searchCommandFrom } from './search.service.js';

const ListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  sort: Type.Optional(
    Type.String({
      pattern: '^(name|updatedAt|createdAt|rating)(,(ASC|DESC|asc|desc))?$',
      description:
        'name,ASC (default), updatedAt or createdAt with ,ASC|DESC, or rating (highest review average first).',
    }),
  ),
});

/** The company list (GET /v1/companies): the search without words, filters or facets. */
export async function companyListRoutes(app: ApiInstance): Promise<void> {
  const search = companySearchOf(app);

  app.get(
    '/v1/companies',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['company'],
        summary: 'Every active company, alphabetically or by the given sort',
        querystring: ListQuery,
        response: { 200: Page(CompanyDto, 'A page of companies.') },
      },
    },
    async (request) => {
      const command = {
        ...searchCommandFrom({
          sort: request.query.sort ?? 'name,ASC',
          page: request.query.page ?? 0,
          size: request.query.size ?? 20,
        }),
        // The list shows no facets: none are counted (with SEARCH_INDEX=postgres, most of a page's time).
        facets: false,
      };
      const found = await searchCompanies(app.deps.db, search, requireViewer(request), command);
      return {
        content: found.content.map((r) => r.company),
        page: found.page,
        size: found.size,
        totalElements: found.totalElements,
        totalPages: found.totalPages,
      };
    },
  );
}

import { Type } from 'typebox';
import type { ApiInstance } from '../../http/types.js';
import { CountryDto, ReferenceItemDto, ReferenceQuery } from './reference.schemas.js';
import { listCountries, listReferenceItems } from './reference.repository.js';

export async function referenceRoutes(app: ApiInstance): Promise<void> {
  app.get(
    '/v1/reference-items',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['reference'],
        summary: 'Reference values, optionally of some kinds',
        querystring: ReferenceQuery,
        response: { 200: Type.Array(ReferenceItemDto) },
      },
    },
    async (request) => listReferenceItems(app.deps.db, request.query.kind),
  );
  app.get(
    '/v1/countries',
    {
      config: { auth: 'public' },
      schema: { tags: ['reference'], summary: 'Countries (ISO codes)', response: { 200: Type.Array(CountryDto) } },
    },
    async () => listCountries(app.deps.db),
  );
}

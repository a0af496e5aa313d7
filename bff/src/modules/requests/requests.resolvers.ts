import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { parseId } from '../../rest/rest.ids.js';
import type { RequestDto } from './requests.api.js';
// A page and a missing id are mapped as messaging maps them.
import { orNullWhenMissing, toPage } from '../messaging/index.js';
import { listQuery, referencesOf } from './requests.convert.js';
import { requestsMutations } from './requests.mutations.js';

const countriesOf = (request: Pick<RequestDto, 'countries'>) =>
  request.countries?.map((c) => ({ id: String(c.id), code: c.code, name: c.name })) ?? null;

/** Requests (docs/requests.md): the api decides who sees what; this maps. */
export const requestsResolvers: Resolvers = {
  Query: {
    requests: async (_p, { input }, ctx) => {
      const { query, paging } = listQuery(input);
      return toPage(await ctx.api.requests.list(query, paging));
    },
    request: async (_p, { id }, ctx) => {
      const requestId = parseId(id);
      // Not an id: nothing to find, answered like a missing request.
      if (requestId === null) return null;
      return orNullWhenMissing(() => ctx.api.requests.get(requestId));
    },
  },
  Mutation: requestsMutations,
  RequestSummary: {
    therapeuticAreas: (r) => referencesOf(r.references, 'THERAPEUTIC_AREAS'),
    regions: (r) => referencesOf(r.references, 'REGIONS'),
    countries: countriesOf,
  },
  Request: {
    references: (r) =>
      r.references?.map((item) => ({
        id: String(item.id),
        kind: item.kind as never,
        name: item.name,
        parentId: null,
      })) ?? null,
    therapeuticAreas: (r) => referencesOf(r.references, 'THERAPEUTIC_AREAS'),
    indications: (r) => referencesOf(r.references, 'INDICATIONS'),
    regions: (r) => referencesOf(r.references, 'REGIONS'),
    services: (r) => referencesOf(r.references, 'SERVICES'),
    products: (r) => referencesOf(r.references, 'PRODUCTS'),
    modalities: (r) => referencesOf(r.references, 'MODALITIES'),
    countries: countriesOf,
  },
};

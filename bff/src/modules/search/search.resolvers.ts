import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { toSearchRequest } from './search.request.js';

export const searchResolvers: Resolvers = {
  Query: {
    searchCompanies: (_parent, { input }, ctx) => {
      const { query, paging } = toSearchRequest(input);
      return ctx.api.search.companies(query, paging);
    },
  },
  CompanySearchPage: {
    items: (page) => page.content,
  },
};

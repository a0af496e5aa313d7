import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { selectsPath } from '../../lookahead.js';
import { preloadReviewSummaries } from '../review/index.js';
import { toSearchRequest } from './search.request.js';

export const searchResolvers: Resolvers = {
  Query: {
    searchCompanies: async (_parent, { input }, ctx, info) => {
      const { query, paging } = toSearchRequest(input);
      const page = await ctx.api.search.companies(query, paging);
      if (page.content.length > 0 && selectsPath(info, ['items', 'company', 'reviewSummary'])) {
        // The results' review summaries are the page's second api call: started now, and the page
        // answered one turn of the event loop later, once the call has left (undici sends on an
        // idle keep-alive socket on the next turn), graphql-js builds the page while the api reads them.
        preloadReviewSummaries(
          ctx.loaders,
          ctx.api.review,
          page.content.map((result) => result.company.id),
        );
        await nextTurn();
      }
      return page;
    },
  },
  CompanySearchPage: {
    items: (page) => page.content,
  },
};

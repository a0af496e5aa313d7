import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { AppError } from '../../errors/error.codes.js';
import { userError, userErrorsFrom, type UserErrorDto } from '../../errors/user.errors.js';
import { parseId } from '../../rest/rest.ids.js';
import { toSearchRequest } from '../search/index.js';

const NOT_FOUND_MESSAGE = 'This saved search does not exist. It may have been deleted.';

/**
 * A refusal the viewer can act on, in the payload: a saved search they do not have (or a
 * malformed id) at `id`; the api's `query` (the search it refused) is the input's `search`.
 */
function refusal(error: unknown): UserErrorDto[] {
  if (error instanceof AppError && error.code === 'NOT_FOUND') return [userError('NOT_FOUND', NOT_FOUND_MESSAGE, 'id')];
  return userErrorsFrom(error, { codeFields: { EXPLORER_LIMIT: 'name', SAVED_SEARCH_EXISTS: 'name' } }).map((e) =>
    e.field?.startsWith('query') ? { ...e, field: `search${e.field.slice('query'.length)}` } : e,
  );
}

/** Runs a change of one saved search by its GraphQL id; a malformed id is refused as not found, before the api. */
async function change<T extends object, R extends object>(
  id: string,
  send: (id: number) => Promise<T>,
  refused: R,
): Promise<(T | R) & { errors: UserErrorDto[] }> {
  const apiId = parseId(id);
  if (apiId === null) return { ...refused, errors: [userError('NOT_FOUND', NOT_FOUND_MESSAGE, 'id')] };
  try {
    return { ...(await send(apiId)), errors: [] };
  } catch (error) {
    return { ...refused, errors: refusal(error) };
  }
}

export const savedSearchResolvers: Resolvers = {
  Query: {
    savedSearches: (_parent, _args, ctx) => ctx.api.savedSearch.list(),
    savedSearchNewMatches: async (_parent, { id, since }, ctx) => {
      const apiId = parseId(id);
      if (apiId === null) return [];
      try {
        const { companyIds } = await ctx.api.savedSearch.newMatches(apiId, since);
        return companyIds.map(String);
      } catch (error) {
        // A link to a saved search the viewer does not have (deleted, or another user's) marks nothing.
        if (error instanceof AppError && error.code === 'NOT_FOUND') return [];
        throw error;
      }
    },
  },
  Mutation: {
    saveSearch: async (_parent, { input }, ctx) => {
      try {
        const { query } = toSearchRequest(input.search);
        return { savedSearch: await ctx.api.savedSearch.save(input.name, query), errors: [] };
      } catch (error) {
        return { savedSearch: null, errors: refusal(error) };
      }
    },
    renameSavedSearch: (_parent, { id, name }, ctx) =>
      change(id, async (apiId) => ({ savedSearch: await ctx.api.savedSearch.rename(apiId, name) }), {
        savedSearch: null,
      }),
    deleteSavedSearch: (_parent, { id }, ctx) =>
      change(
        id,
        async (apiId) => {
          await ctx.api.savedSearch.delete(apiId);
          return { deletedId: String(apiId) };
        },
        { deletedId: null },
      ),
    checkSavedSearch: (_parent, { id }, ctx) =>
      change(id, (apiId) => ctx.api.savedSearch.check(apiId), { newMatches: null, savedSearch: null }),
  },
  SavedSearchList: {
    items: (list) => list.savedSearches,
  },
  SavedSearch: {
    id: (search) => String(search.id),
    url: (search) => search.link,
    lastNewMatchesUrl: (search) => search.lastNewMatchesLink,
  },
};

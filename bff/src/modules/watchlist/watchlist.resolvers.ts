import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import { AppError } from '../../errors/error.codes.js';
import { userError, userErrorsFrom, type UserErrorDto } from '../../errors/user.errors.js';
import { apiIds, parseId } from '../../rest/rest.ids.js';
import { clampPaging } from '../../rest/rest.query.js';
import type { CompanyDto } from '../company/index.js';
import type { WatchlistEntryPageMapper } from './watchlist.mappers.js';

const SORTS = {
  NEWEST: { field: 'addedAt', direction: 'DESC' },
  OLDEST: { field: 'addedAt', direction: 'ASC' },
  NAME: { field: 'name', direction: 'ASC' },
} as const;

/** An id argument as the api's integer; a malformed one is refused at its field. */
function idOf(value: string, field: string): number {
  const id = parseId(value);
  if (id === null)
    throw new AppError('BAD_USER_INPUT', `${field} is not a valid id.`, {
      details: [{ field, message: `${field} is not a valid id.` }],
    });
  return id;
}

/** A refusal the viewer can act on, in the payload; a folder they do not see is named at `field`. */
function refusal(error: unknown, field: string): UserErrorDto[] {
  if (error instanceof AppError && error.code === 'NOT_FOUND') {
    return [userError('NOT_FOUND', 'This folder does not exist or is not shared with you.', field)];
  }
  return userErrorsFrom(error, {
    codeFields: { EXPLORER_LIMIT: field === 'id' ? 'name' : 'companyIds', FOLDER_EXISTS: 'name' },
  });
}

/** A change of the folders, answered with the folders as they stand after it (refused or not). */
async function changeFolders(ctx: GraphQLContext, change: () => Promise<unknown>) {
  let errors: UserErrorDto[] = [];
  try {
    await change();
  } catch (error) {
    errors = refusal(error, 'id');
  }
  return { watchlist: await ctx.api.watchlist.folders(), errors };
}

async function changeEntries(ctx: GraphQLContext, change: () => Promise<WatchlistEntryPageMapper>) {
  try {
    const page = await change();
    return { entries: page, watchlist: await ctx.api.watchlist.folders(), errors: [] };
  } catch (error) {
    return { entries: null, watchlist: null, errors: refusal(error, 'folderId') };
  }
}

export const watchlistResolvers: Resolvers = {
  Query: {
    watchlist: (_parent, _args, ctx) => ctx.api.watchlist.folders(),
    watchlistEntries: async (_parent, { folderId, page, size, sort }, ctx) => {
      const id = parseId(folderId);
      if (id === null) return null;
      const paging = clampPaging({ page, size, sort: [SORTS[sort ?? 'NEWEST']] });
      try {
        return await ctx.api.watchlist.entries(id, paging);
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
    watchedCompanies: async (_parent, { companyIds }, ctx) => {
      if (companyIds.length === 0) return [];
      const { companies } = await ctx.api.watchlist.watched(apiIds(companyIds));
      return companies.map((company) => ({
        companyId: String(company.companyId),
        folderIds: company.folderIds.map(String),
      }));
    },
  },
  Mutation: {
    createWatchlistFolder: (_parent, { name }, ctx) => changeFolders(ctx, () => ctx.api.watchlist.createFolder(name)),
    updateWatchlistFolder: (_parent, { id, name, position }, ctx) =>
      changeFolders(ctx, () =>
        ctx.api.watchlist.updateFolder(idOf(id, 'id'), {
          ...(name === null || name === undefined ? {} : { name }),
          ...(position === null || position === undefined ? {} : { position }),
        }),
      ),
    deleteWatchlistFolder: (_parent, { id }, ctx) =>
      changeFolders(ctx, () => ctx.api.watchlist.deleteFolder(idOf(id, 'id'))),
    shareWatchlistFolder: (_parent, { id, shares }, ctx) =>
      changeFolders(ctx, () =>
        ctx.api.watchlist.share(
          idOf(id, 'id'),
          shares.map((share) => ({ userId: apiIds([share.userId])[0] ?? Number.NaN, role: share.role })),
        ),
      ),
    addToWatchlist: (_parent, { folderId, companyIds }, ctx) =>
      changeEntries(ctx, () => ctx.api.watchlist.add(idOf(folderId, 'folderId'), apiIds(companyIds))),
    updateWatchlistEntry: (_parent, { folderId, companyId, note, moveToFolderId }, ctx) =>
      changeEntries(ctx, () =>
        ctx.api.watchlist.updateEntry(idOf(folderId, 'folderId'), idOf(companyId, 'companyId'), {
          ...(note === undefined ? {} : { note }),
          ...(moveToFolderId ? { folderId: idOf(moveToFolderId, 'moveToFolderId') } : {}),
        }),
      ),
    removeFromWatchlist: (_parent, { folderId, companyId }, ctx) =>
      changeEntries(ctx, () => ctx.api.watchlist.remove(idOf(folderId, 'folderId'), idOf(companyId, 'companyId'))),
  },
  WatchlistFolder: {
    id: (folder) => String(folder.id),
  },
  WatchlistPerson: {
    id: (person) => String(person.userId),
  },
  WatchlistEntryPage: {
    items: (page) => page.content,
  },
  WatchlistEntry: {
    companyId: (entry) => String(entry.companyId),
    // Every profile of the page in one upstream call (the companyById DataLoader).
    company: async (entry, _args, ctx): Promise<CompanyDto | null> => ctx.loaders.companyById.load(entry.companyId),
  },
};

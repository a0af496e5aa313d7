import { requireUser } from '../../auth/auth.hooks.js';
import { IdParams } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { billingDeps, planInForce } from '../subscription/index.js';
import type { UserRow } from '../user/index.js';
import {
  createFolder,
  deleteFolder,
  moveFolder,
  ownedFolder,
  ownedFolderCount,
  renameFolder,
  visibleFolders,
} from './watchlist.folders.js';
import {
  EXPLORER_FOLDERS_MESSAGE,
  explorerWatchlistLimit,
  tooManyFolders,
  watchlistCapacity,
  type WatchlistCapacity,
  WATCHLIST_TEXT_LIMITS,
} from './watchlist.limits.js';
import { FolderBody, FolderUpdateBody, SharesBody, WatchlistFoldersDto } from './watchlist.schemas.js';
import { folderDtos, replaceShares } from './watchlist.shares.js';

export const tags = ['watchlists'];
export const config = {
  auth: 'user' as const,
  fieldMessages: {
    name: `name must be 1 to ${WATCHLIST_TEXT_LIMITS.folderName} characters`,
    note: `note must be at most ${WATCHLIST_TEXT_LIMITS.note} characters`,
  },
};
const response = { 200: WatchlistFoldersDto };

/** The caller's watchlist folders and those shared with them; every change answers them all after it. */
export async function watchlistRoutes(app: ApiInstance): Promise<void> {
  const { db, clock } = app.deps;
  const billing = billingDeps(app);
  const capacityOf = async (user: UserRow) => watchlistCapacity(await planInForce(billing, user));
  const answer = async (user: UserRow, capacity?: WatchlistCapacity) => ({
    folders: await folderDtos(db, await visibleFolders(db, user)),
    capacity: capacity ?? (await capacityOf(user)),
  });

  app.get(
    '/v2/watchlists/folders',
    { config, schema: { tags, summary: "The caller's watchlist folders and those shared with them", response } },
    async (request) => answer(requireUser(request).user),
  );

  app.post(
    '/v2/watchlists/folders',
    {
      config,
      schema: {
        tags,
        summary: 'Create a folder at the end (names unique per owner, any case: 409 FolderExists)',
        description: `Past the plan's folders: 403 ExplorerLimit on Explorer ("${EXPLORER_FOLDERS_MESSAGE}"), else 400.`,
        body: FolderBody,
        response,
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const plan = await planInForce(billing, user);
      const capacity = watchlistCapacity(plan);
      if ((await ownedFolderCount(db, user.id)) >= capacity.folders) {
        throw plan === 'EXPLORER' ? explorerWatchlistLimit('name', EXPLORER_FOLDERS_MESSAGE) : tooManyFolders(capacity);
      }
      await createFolder(db, user.id, request.body.name, clock.now());
      // The plan was read for the check above: the answer reuses it.
      return answer(user, capacity);
    },
  );

  app.patch(
    '/v2/watchlists/folders/:id',
    {
      config,
      schema: { tags, summary: 'Rename or reorder an own folder', params: IdParams, body: FolderUpdateBody, response },
    },
    async (request) => {
      const { user } = requireUser(request);
      const folder = await ownedFolder(db, user, request.params.id);
      if (request.body.name !== undefined) await renameFolder(db, folder, request.body.name);
      if (request.body.position !== undefined) await moveFolder(db, folder, request.body.position);
      return answer(user);
    },
  );

  app.delete(
    '/v2/watchlists/folders/:id',
    {
      config,
      schema: { tags, summary: 'Delete an own folder with its companies and shares', params: IdParams, response },
    },
    async (request) => {
      const { user } = requireUser(request);
      await deleteFolder(db, await ownedFolder(db, user, request.params.id));
      return answer(user);
    },
  );

  app.put(
    '/v2/watchlists/folders/:id/shares',
    {
      config,
      schema: {
        tags,
        summary: 'Set who an own folder is shared with, as viewers or editors (colleagues only)',
        params: IdParams,
        body: SharesBody,
        response,
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const folder = await ownedFolder(db, user, request.params.id);
      await replaceShares(db, user, folder, request.body.shares, clock.now());
      return answer(user);
    },
  );
}

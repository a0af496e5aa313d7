import type { ErrorDeclarations } from '../../errors/error.types.js';

/** Watchlist refusals the user can act on (docs/watchlists.md): their words come from the api. */
export const watchlistErrors = {
  codes: ['FOLDER_EXISTS', 'WATCHLIST_READ_ONLY'],
  // Pick another name; ask the folder's owner to make you an editor.
  userFixable: ['FOLDER_EXISTS', 'WATCHLIST_READ_ONLY'],
  catalogue: {
    FolderExists: {
      code: 'FOLDER_EXISTS',
      message: 'You already have a folder with this name. Choose another name.',
      upstreamMessage: true,
    },
    WatchlistReadOnly: {
      code: 'WATCHLIST_READ_ONLY',
      message: 'This folder is shared with you to view only. Ask its owner to make you an editor.',
      upstreamMessage: true,
    },
  },
} as const satisfies ErrorDeclarations;

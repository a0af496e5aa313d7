import type { WatchlistFoldersFragment } from '../../__generated__/graphql';

/** A folder as the page reads it (WatchlistFolders fragment). */
export type WatchlistFolder = WatchlistFoldersFragment['folders'][number];

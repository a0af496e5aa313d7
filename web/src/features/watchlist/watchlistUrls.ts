/** The viewer's watchlist folders (spec §2). `?folder=` opens one. */
export const WATCHLIST_PATH = '/dashboard/watchlist';

export const watchlistFolderPath = (folderId: string): string =>
  `${WATCHLIST_PATH}?folder=${encodeURIComponent(folderId)}`;

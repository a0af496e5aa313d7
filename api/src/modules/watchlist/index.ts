/**
 * What other modules may use of the watchlist module: they import nothing else of it.
 */
export { watchlistEntries, watchlistFolders, watchlistShares } from './watchlist.table.js';
// A folder's export (data-export) is the caller's to make when they see the folder.
export { type FolderRow, visibleFolder } from './watchlist.folders.js';

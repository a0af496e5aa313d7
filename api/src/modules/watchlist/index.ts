/**
 * What other modules may use of the watchlist module: they import nothing else of it.
 */
export { watchlistEntries, watchlistFolders, watchlistShares } from './watchlist.table.js';

// What other features may import of the watchlist feature.
export { WATCHLIST_PATH, watchlistFolderPath } from './watchlistUrls';
export { AddAllToWatchlistButton, AddToWatchlistButton } from './components/AddToWatchlistButton';
export { WatchedMark } from './components/WatchedMark';
export { WatchlistSelectionBar } from './components/WatchlistSelectionBar';
export { useWatchedCompanies, useWatchlistAllowed } from './useWatchedCompanies';
export type { WatchedCompanies, WatchedFolder } from './useWatchedCompanies';

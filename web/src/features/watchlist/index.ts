// What other features may import of the watchlist feature.
export { WATCHLIST_PATH, watchlistFolderPath } from './watchlistUrls';
export { AddToWatchlistButton } from './components/AddToWatchlistButton';

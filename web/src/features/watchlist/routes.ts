import { member } from '../../shared/routing/routeFactories';
import type { RouteDeclaration } from '../../shared/routing/routeTypes';
import { WATCHLIST_PATH } from './watchlistUrls';

// Both roles (spec §6), on every plan: Explorer keeps one folder of ten companies (docs/watchlists.md).
export const routes: readonly RouteDeclaration[] = [
  member(WATCHLIST_PATH, 'Watchlist', 'Companies you keep an eye on, in folders you can share.', 'WATCHLIST', {
    anyPlan: true,
    page: './pages/WatchlistPage#WatchlistPage',
  }),
];

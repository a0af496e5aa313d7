import type { BffModule } from '../../module.js';
import { createWatchlistApi, type WatchlistApi } from './watchlist.api.js';
import { watchlistErrors } from './watchlist.errors.js';
import { watchlistResolvers } from './watchlist.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    watchlist: WatchlistApi;
  }
}

/** Watchlists (spec §1): the viewer's folders of companies and those shared with them (docs/watchlists.md). */
export const watchlistModule: BffModule = {
  name: 'watchlist',
  resolvers: watchlistResolvers,
  errors: watchlistErrors,
  api: (rest) => ({ watchlist: createWatchlistApi(rest) }),
};

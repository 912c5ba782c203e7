import { defineFeature } from '../../platform/feature.ts';
import { exportedWatchlists } from './watchlist-export.ts';
import { watchlistRoutes } from './watchlist.routes.ts';
import { createWatchlistService } from './watchlist.service.ts';
import { createWatchlistsService } from './watchlists.service.ts';

declare module '../../live/user-data-deps.ts' {
  interface PublishedEvents {
    watchlist: 'watchlist-changed';
  }
}

declare module '../../platform/feature.ts' {
  interface FeatureServices {
    watchlist: {
      /** The symbols of the user's first list (SPEC's single watchlist). */
      list(userId: string): Promise<string[]>;
    };
  }
}

/** The user's watchlists (docs/decisions/033). */
export const watchlistFeature = defineFeature({
  name: 'watchlist',
  setUp(_app, { userData }) {
    const watchlist = createWatchlistService(userData);
    return {
      provides: { list: watchlist.list },
      routes: async (app) => {
        await app.register(
          watchlistRoutes({ watchlist, watchlists: createWatchlistsService(userData) }),
        );
      },
      exportPart: {
        sections: async (user) => ({ watchlists: await exportedWatchlists(userData.db, user.id) }),
      },
      ownsSymbol: async (userId, symbol) => (await watchlist.allSymbols(userId)).includes(symbol),
    };
  },
});

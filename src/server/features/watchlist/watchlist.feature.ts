import { defineFeature } from '../../platform/feature.ts';
import { exportedWatchlists } from './watchlist-export.ts';
import { watchlistRoutes } from './watchlist.routes.ts';
import { createWatchlistService } from './watchlist.service.ts';
import { createWatchlistsService, type ListSymbols } from './watchlists.service.ts';

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
      /** One of the user's lists by id; undefined for another user's list or one that is gone. */
      find(userId: string, listId: string): Promise<ListSymbols | undefined>;
    };
  }
}

/** The user's watchlists (docs/decisions/033). */
export const watchlistFeature = defineFeature({
  name: 'watchlist',
  setUp(_app, { userData }) {
    const watchlist = createWatchlistService(userData);
    const watchlists = createWatchlistsService(userData);
    return {
      provides: { list: watchlist.list, find: watchlists.find },
      routes: async (app) => {
        await app.register(watchlistRoutes({ watchlist, watchlists }));
      },
      exportPart: {
        sections: async (user) => ({ watchlists: await exportedWatchlists(userData.db, user.id) }),
      },
      ownsSymbol: async (userId, symbol) => (await watchlist.allSymbols(userId)).includes(symbol),
    };
  },
});

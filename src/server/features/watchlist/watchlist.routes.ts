import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { watchlistContract as contract } from '#shared/watchlist/watchlist.contract.ts';
import { route } from '../../plugins/contract-route.ts';
import type { WatchlistService } from './watchlist.service.ts';
import { watchlistsRoutes } from './watchlists.routes.ts';
import type { WatchlistsService } from './watchlists.service.ts';

export const watchlistRoutes =
  ({
    watchlist,
    watchlists,
  }: {
    watchlist: WatchlistService;
    watchlists: WatchlistsService;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, contract.watchlist, { auth: 'user' }, async ({ user }) => ({
      watchlist: await watchlist.list(user.id),
    }));

    route(app, contract.addToWatchlist, { auth: 'user' }, async ({ user, params }) => ({
      watchlist: await watchlist.add(user.id, params.symbol),
    }));

    route(app, contract.removeFromWatchlist, { auth: 'user' }, async ({ user, params }) => ({
      watchlist: await watchlist.remove(user.id, params.symbol),
    }));

    await app.register(watchlistsRoutes({ watchlists }));
  };

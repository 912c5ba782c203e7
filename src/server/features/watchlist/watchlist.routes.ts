import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { watchlistContract as contract } from '../../../shared/watchlist.contract.ts';
import { route } from '../../plugins/contract-route.ts';
import type { WatchlistService } from './watchlist.service.ts';

export const watchlistRoutes =
  ({ watchlist }: { watchlist: WatchlistService }): FastifyPluginAsyncZod =>
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
  };

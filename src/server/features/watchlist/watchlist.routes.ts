import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userDataContract as contract } from '../../../shared/user-data.contract.ts';
import type { RequireUser } from '../../live/user-data-deps.ts';
import type { WatchlistService } from './watchlist.service.ts';

export const watchlistRoutes =
  (deps: { watchlist: WatchlistService; requireUser: RequireUser }): FastifyPluginAsyncZod =>
  async (app) => {
    const { watchlist, requireUser } = deps;

    app.get(
      contract.watchlist.path,
      { schema: { response: { 200: contract.watchlist.response } } },
      async (request) => {
        const user = await requireUser(request);
        return { watchlist: await watchlist.list(user.id) };
      },
    );

    app.put(
      contract.addToWatchlist.path,
      {
        schema: {
          params: contract.addToWatchlist.params,
          response: { 200: contract.addToWatchlist.response },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        return { watchlist: await watchlist.add(user.id, request.params.symbol) };
      },
    );

    app.delete(
      contract.removeFromWatchlist.path,
      {
        schema: {
          params: contract.removeFromWatchlist.params,
          response: { 200: contract.removeFromWatchlist.response },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        return { watchlist: await watchlist.remove(user.id, request.params.symbol) };
      },
    );
  };

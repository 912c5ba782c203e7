import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { watchlistsContract as contract } from '#shared/watchlist/watchlist.contract.ts';
import { route } from '../../plugins/contract-route.ts';
import type { WatchlistsService } from './watchlists.service.ts';

// Several named lists (docs/decisions/033); the single-list routes: watchlist.routes.ts.

export const watchlistsRoutes =
  ({ watchlists }: { watchlists: WatchlistsService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, contract.watchlists, { auth: 'user' }, ({ user }) => watchlists.lists(user.id));

    route(app, contract.createWatchlist, { auth: 'user' }, ({ user, body }) =>
      watchlists.create(user.id, body.name),
    );

    route(app, contract.reorderWatchlists, { auth: 'user' }, ({ user, body }) =>
      watchlists.reorder(user.id, body.ids),
    );

    route(app, contract.renameWatchlist, { auth: 'user' }, ({ user, params, body }) =>
      watchlists.rename(user.id, params.listId, body.name),
    );

    route(app, contract.deleteWatchlist, { auth: 'user' }, ({ user, params }) =>
      watchlists.remove(user.id, params.listId),
    );

    route(app, contract.addToList, { auth: 'user' }, ({ user, params }) =>
      watchlists.addSymbol(user.id, params.listId, params.symbol),
    );

    route(app, contract.removeFromList, { auth: 'user' }, ({ user, params }) =>
      watchlists.removeSymbol(user.id, params.listId, params.symbol),
    );

    route(app, contract.setNote, { auth: 'user' }, ({ user, params, body }) =>
      watchlists.setNote(user.id, params.listId, params.symbol, body.note),
    );

    route(app, contract.moveSymbol, { auth: 'user' }, ({ user, params, body }) =>
      watchlists.move(user.id, params.listId, params.symbol, body.toListId),
    );

    route(app, contract.copySymbol, { auth: 'user' }, ({ user, params, body }) =>
      watchlists.copy(user.id, params.listId, params.symbol, body.toListId),
    );
  };

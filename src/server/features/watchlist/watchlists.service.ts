import type { Watchlists } from '#shared/watchlist/watchlist.ts';
import { WATCHLIST_MAX_LISTS } from '#shared/watchlist/watchlist.ts';
import { inUserTransaction, type Tx } from '../../db/transactions.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { UserDataDeps } from '../../live/user-data-deps.ts';
import {
  addWithinCap,
  firstListStays,
  listNotFound,
  nameInUse,
  tooManyLists,
} from './watchlist-rules.ts';
import { deleteSymbol, ensureFirstList, findItem, updateNote } from './watchlist.repo.ts';
import {
  countLists,
  deleteList,
  insertList,
  listIds,
  loadWatchlists,
  nameTaken,
  renameList,
  setPositions,
} from './watchlists.repo.ts';

// Several named lists per user (docs/decisions/033). Every write is one transaction under the
// user's lock that announces 'watchlist-changed' when it changed something, and answers with all
// the lists as they are after it.

type Change = (tx: Tx, ids: string[]) => Promise<boolean>;

/** A list as other features may see it (features.watchlist.find). */
export interface ListSymbols {
  name: string;
  symbols: string[];
}

export function createWatchlistsService(deps: UserDataDeps) {
  /** Runs `change` with the user's list ids (their first list made if need be). */
  const write = (userId: string, change: Change): Promise<Watchlists> =>
    inUserTransaction(deps.db, userId, async (tx) => {
      await ensureFirstList(tx, userId);
      if (await change(tx, await listIds(tx, userId))) {
        await deps.publish(tx, userId, { type: 'watchlist-changed' });
      }
      return loadWatchlists(tx, userId);
    });

  /** A stranger's list, or one that is gone, is a 404: nobody learns which ids exist. */
  const own = (ids: string[], listId: string) => {
    if (!ids.includes(listId)) throw listNotFound();
    return listId;
  };

  const transfer = (
    userId: string,
    from: string,
    symbol: string,
    to: string,
    move: boolean,
  ): Promise<Watchlists> =>
    write(userId, async (tx, ids) => {
      own(ids, from);
      own(ids, to);
      if (from === to) {
        throw new HttpError(400, 'invalid-request', 'Choose another list than the one it is in.');
      }
      const item = await findItem(tx, from, symbol);
      if (!item) throw new HttpError(404, 'not-found', `${symbol} is not in that watchlist.`);
      // A symbol the target already holds keeps its own note there.
      const added = await addWithinCap(tx, { listId: to, userId, symbol, note: item.note });
      const removed = move && (await deleteSymbol(tx, from, symbol));
      return added || removed;
    });

  return {
    /** Every list; a user who never wrote gets their (empty) first list made here. */
    async lists(userId: string): Promise<Watchlists> {
      const current = await loadWatchlists(deps.db, userId);
      return current.lists.length > 0 ? current : write(userId, async () => false);
    },

    create: (userId: string, name: string) =>
      write(userId, async (tx) => {
        if ((await countLists(tx, userId)) >= WATCHLIST_MAX_LISTS) throw tooManyLists();
        if (await nameTaken(tx, userId, name)) throw nameInUse(name);
        await insertList(tx, userId, name);
        return true;
      }),

    rename: (userId: string, listId: string, name: string) =>
      write(userId, async (tx, ids) => {
        own(ids, listId);
        if (await nameTaken(tx, userId, name, listId)) throw nameInUse(name);
        return renameList(tx, listId, name);
      }),

    /** `order` names each of the user's lists once; the first list stays first. */
    reorder: (userId: string, order: string[]) =>
      write(userId, async (tx, ids) => {
        const sameSet = order.length === ids.length && ids.every((id) => order.includes(id));
        if (!sameSet) {
          throw new HttpError(
            400,
            'invalid-request',
            'The order must name each of your lists once.',
          );
        }
        if (order[0] !== ids[0]) {
          throw new HttpError(400, 'invalid-request', 'Your first watchlist stays first.');
        }
        if (order.every((id, index) => id === ids[index])) return false;
        await setPositions(tx, order);
        return true;
      }),

    remove: (userId: string, listId: string) =>
      write(userId, async (tx, ids) => {
        if (own(ids, listId) === ids[0]) throw firstListStays();
        await deleteList(tx, listId);
        return true;
      }),

    /**
     * One of the user's lists by id, its name and symbols (no notes); undefined for a stranger's
     * id or a list that is gone. A read: unlike `lists`, it never makes the first list.
     */
    async find(userId: string, listId: string): Promise<ListSymbols | undefined> {
      const { lists } = await loadWatchlists(deps.db, userId);
      const list = lists.find((candidate) => candidate.id === listId);
      return list && { name: list.name, symbols: list.items.map((item) => item.symbol) };
    },

    async addSymbol(userId: string, listId: string, symbol: string): Promise<Watchlists> {
      // The list is checked first so a stranger's id costs no upstream call, then the symbol
      // outside the user's lock (an upstream call must not hold up their writes).
      own(await listIds(deps.db, userId), listId);
      if (!(await deps.symbolExists(symbol, userId))) {
        throw new HttpError(400, 'unknown-symbol', `Unknown symbol: ${symbol}`);
      }
      return write(userId, (tx, ids) =>
        addWithinCap(tx, { listId: own(ids, listId), userId, symbol }),
      );
    },

    removeSymbol: (userId: string, listId: string, symbol: string) =>
      write(userId, (tx, ids) => deleteSymbol(tx, own(ids, listId), symbol)),

    setNote: (userId: string, listId: string, symbol: string, note: string | null) =>
      write(userId, async (tx, ids) => {
        if (!(await findItem(tx, own(ids, listId), symbol))) {
          throw new HttpError(404, 'not-found', `${symbol} is not in that watchlist.`);
        }
        return updateNote(tx, listId, symbol, note);
      }),

    move: (userId: string, from: string, symbol: string, to: string) =>
      transfer(userId, from, symbol, to, true),
    copy: (userId: string, from: string, symbol: string, to: string) =>
      transfer(userId, from, symbol, to, false),
  };
}

export type WatchlistsService = ReturnType<typeof createWatchlistsService>;

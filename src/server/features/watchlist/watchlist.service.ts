import { WATCHLIST_MAX_SYMBOLS } from '../../../shared/watchlist.ts';
import { inUserTransaction } from '../../db/transactions.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { UserDataDeps } from '../../live/user-data-deps.ts';
import { countWatchlist, deleteSymbol, insertSymbol, listWatchlist } from './watchlist.repo.ts';

export function createWatchlistService(deps: UserDataDeps) {
  return {
    list: (userId: string) => listWatchlist(deps.db, userId),

    /** Idempotent union: adding a watched symbol again changes nothing. */
    async add(userId: string, symbol: string): Promise<string[]> {
      // Asked before taking the user's lock: an upstream call must not hold up their writes.
      if (!(await deps.symbolExists(symbol, userId))) {
        throw new HttpError(400, 'unknown-symbol', `Unknown symbol: ${symbol}`);
      }
      return inUserTransaction(deps.db, userId, async (tx) => {
        const count = await countWatchlist(tx, userId);
        if (count >= WATCHLIST_MAX_SYMBOLS) {
          const existing = await listWatchlist(tx, userId);
          if (existing.includes(symbol)) return existing;
          throw new HttpError(
            409,
            'limit-reached',
            `Your watchlist is full: it holds at most ${WATCHLIST_MAX_SYMBOLS} symbols.`,
          );
        }
        if (await insertSymbol(tx, userId, symbol)) {
          await deps.publish(tx, userId, { type: 'watchlist-changed' });
        }
        return listWatchlist(tx, userId);
      });
    },

    /** Idempotent: removing a symbol that is not watched changes nothing. */
    remove(userId: string, symbol: string): Promise<string[]> {
      return inUserTransaction(deps.db, userId, async (tx) => {
        if (await deleteSymbol(tx, userId, symbol)) {
          await deps.publish(tx, userId, { type: 'watchlist-changed' });
        }
        return listWatchlist(tx, userId);
      });
    },
  };
}

export type WatchlistService = ReturnType<typeof createWatchlistService>;

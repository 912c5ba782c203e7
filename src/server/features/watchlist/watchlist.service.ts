import { inUserTransaction } from '../../db/transactions.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { UserDataDeps } from '../../live/user-data-deps.ts';
import { addWithinCap } from './watchlist-rules.ts';
import {
  allSymbols,
  deleteSymbol,
  ensureFirstList,
  firstListId,
  listSymbols,
  listWatchlist,
} from './watchlist.repo.ts';

// SPEC's single watchlist: the user's first list (docs/decisions/033). Its routes keep the
// contract they had before there were several lists.

export function createWatchlistService(deps: UserDataDeps) {
  return {
    list: (userId: string) => listWatchlist(deps.db, userId),

    /** Symbols in any of the user's lists (their own symbols for the market-data limits). */
    allSymbols: (userId: string) => allSymbols(deps.db, userId),

    /** Idempotent union: adding a watched symbol again changes nothing. */
    async add(userId: string, symbol: string): Promise<string[]> {
      // Asked before taking the user's lock: an upstream call must not hold up their writes.
      if (!(await deps.symbolExists(symbol, userId))) {
        throw new HttpError(400, 'unknown-symbol', `Unknown symbol: ${symbol}`);
      }
      return inUserTransaction(deps.db, userId, async (tx) => {
        const listId = await ensureFirstList(tx, userId);
        if (await addWithinCap(tx, { listId, userId, symbol })) {
          await deps.publish(tx, userId, { type: 'watchlist-changed' });
        }
        return listSymbols(tx, listId);
      });
    },

    /** Idempotent: removing a symbol that is not watched changes nothing. */
    remove(userId: string, symbol: string): Promise<string[]> {
      return inUserTransaction(deps.db, userId, async (tx) => {
        const listId = await firstListId(tx, userId);
        if (!listId) return [];
        if (await deleteSymbol(tx, listId, symbol)) {
          await deps.publish(tx, userId, { type: 'watchlist-changed' });
        }
        return listSymbols(tx, listId);
      });
    },
  };
}

export type WatchlistService = ReturnType<typeof createWatchlistService>;

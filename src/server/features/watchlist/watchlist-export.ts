import { FIRST_WATCHLIST_NAME } from '#shared/watchlist/watchlist.ts';
import type { Db } from '../../db/database.ts';
import { loadWatchlists } from './watchlists.repo.ts';

/**
 * The account export's `watchlists` (docs/decisions/030): every list, first list first (a user
 * who never wrote has their empty first list).
 */
export async function exportedWatchlists(db: Db, userId: string) {
  const { lists } = await loadWatchlists(db, userId);
  if (lists.length === 0) return [{ name: FIRST_WATCHLIST_NAME, symbols: [], notes: {} }];
  return lists.map((list) => ({
    name: list.name,
    symbols: list.items.map((item) => item.symbol),
    // A symbol's note only where it has one.
    notes: Object.fromEntries(
      list.items.flatMap((item) => (item.note ? [[item.symbol, item.note]] : [])),
    ),
  }));
}

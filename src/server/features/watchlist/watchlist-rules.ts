import { WATCHLIST_MAX_LISTS, WATCHLIST_MAX_SYMBOLS } from '#shared/watchlist/watchlist.ts';
import type { Tx } from '../../db/transactions.ts';
import { HttpError } from '../../plugins/errors.ts';
import { countSymbols, findItem, insertSymbol } from './watchlist.repo.ts';

// The limits every way into a list shares (add, move, copy): docs/decisions/033.

/**
 * Adds the symbol to the list unless it is there already (then nothing changes, even when the
 * list is full). Returns whether a row was added.
 */
export async function addWithinCap(
  tx: Tx,
  item: { listId: string; userId: string; symbol: string; note?: string | null },
): Promise<boolean> {
  if (await findItem(tx, item.listId, item.symbol)) return false;
  if ((await countSymbols(tx, item.listId)) >= WATCHLIST_MAX_SYMBOLS) {
    throw new HttpError(
      409,
      'limit-reached',
      `This watchlist is full: it holds at most ${WATCHLIST_MAX_SYMBOLS} symbols.`,
    );
  }
  return insertSymbol(tx, item);
}

export const tooManyLists = () =>
  new HttpError(
    409,
    'limit-reached',
    `You have ${WATCHLIST_MAX_LISTS} watchlists, the most there can be. Delete one to make another.`,
  );

export const nameInUse = (name: string) =>
  new HttpError(409, 'name-taken', `You already have a watchlist named "${name}".`);

export const listNotFound = () => new HttpError(404, 'not-found', 'No such watchlist.');

export const firstListStays = () =>
  new HttpError(
    400,
    'invalid-request',
    'Your first watchlist cannot be deleted: it is the one your dashboard shows.',
  );

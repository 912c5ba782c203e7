import { rememberedSort } from '../../lib/remembered-sort.ts';
import { SORT_KEYS, type Sort } from './watchlist-rows.ts';

// The /watchlist sort, remembered on this device across reloads (lib/remembered-sort.ts).

export const DEFAULT_SORT: Sort = { key: 'symbol', ascending: true };

const remembered = rememberedSort('tickerdeck:watchlist-sort', SORT_KEYS, DEFAULT_SORT);

/** The sort last chosen on this device, or null (none yet, storage blocked, or unreadable). */
export const storedSort = remembered.stored;
/** The sort to show: the remembered one, else the default. */
export const currentSort = remembered.current;
export const subscribeSort = remembered.subscribe;
export const storeSort = remembered.store;

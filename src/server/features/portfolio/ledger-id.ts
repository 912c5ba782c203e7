import { v7 } from 'uuid';

/**
 * A new transaction's id: a UUIDv7 (docs/decisions/076). Ids are global across users, and the
 * old 'SYMBOL-<epoch ms>' let two entries of one symbol take the same id in the same
 * millisecond; 74 random bits do not. Within one thread they rise in the order they are made,
 * so the rows of one import, entered at one instant, keep the file's order by id.
 */
export const newLedgerId = (): string => v7();

import type { Db } from '../db/database.ts';
import type { Tx } from '../db/transactions.ts';
import type { UserEvent } from '#shared/platform/user-events.ts';

/**
 * The user events each feature announces, by feature name: a feature adds its entry beside its
 * own code (`declare module '…/live/user-data-deps.ts'`), so this file lists none of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface PublishedEvents {}

/** A change to a user's own data, announced to their open tabs after commit. */
export type UserDataEvent = Extract<UserEvent, { type: PublishedEvents[keyof PublishedEvents] }>;

export interface UserDataDeps {
  db: Db;
  /**
   * Whether the market-data layer knows the symbol; unknown symbols are refused with a 400.
   * A lookup that goes upstream counts against `userId`'s market-data limit (decision 015).
   */
  symbolExists(symbol: string, userId: string): Promise<boolean>;
  /** The ticker the market data finds for an ISIN, or null; counts as `symbolExists` does. */
  isinSymbol?(isin: string, userId: string): Promise<string | null>;
  /** Announces an event; runs inside the write's transaction so it is sent only on commit. */
  publish(tx: Tx, userId: string, event: UserDataEvent): Promise<void>;
  now?: () => number;
}

import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Tx } from '../db/transactions.ts';

/** A change to a user's own data, announced to their open tabs after commit. */
export type UserDataEvent =
  { type: 'watchlist-changed' } | { type: 'portfolio-changed' } | { type: 'preferences-changed' };

export interface UserDataDeps {
  db: Db;
  /** Whether the market-data layer knows the symbol; unknown symbols are refused with a 400. */
  symbolExists(symbol: string): Promise<boolean>;
  /** Announces an event; runs inside the write's transaction so it is sent only on commit. */
  publish(tx: Tx, userId: string, event: UserDataEvent): Promise<void>;
  now?: () => number;
}

/** The session's user, or a 401 (the accounts feature provides it). */
export type RequireUser = (request: FastifyRequest) => Promise<{ id: string }>;

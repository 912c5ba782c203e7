import { inTransaction } from '../../db/transactions.ts';
import type { Database } from '../../db/database.ts';
import type { SqlExecutor, UserEventBus } from '../../live/user-events.ts';
import type { UserDocument } from '#shared/accounts/accounts.contract.ts';
import type { Position } from '#shared/portfolio/portfolio.ts';
import {
  deleteUser,
  endAllSessions,
  ensurePreferences,
  findUserDocument,
  listSessions,
  renameUser,
} from './account.repo.ts';

/**
 * What a signed-in user can do to their own account. Each change is one transaction that also
 * queues the user event, so other tabs and processes hear of it exactly when it commits.
 */
export function createAccountService(deps: {
  database: Database;
  userEvents: UserEventBus;
  /** The watchlist and positions of the document (their features own those tables). */
  userData?: {
    watchlist(userId: string): Promise<string[]>;
    portfolio(userId: string): Promise<Position[]>;
  };
  /** Every feature's part of a deletion (the account's own among them), before the user row. */
  deleteParts?(executor: SqlExecutor, userId: string): Promise<void>;
}) {
  const { pool } = deps.database;
  return {
    async userDocument(userId: string, currentSessionId: string): Promise<UserDocument | null> {
      // No write here: sign-in and verification make the preferences row, every change to it is
      // an upsert, and the document reads a missing row as the defaults. The insert this read
      // used to run was the dearest part of the app's most requested signed-in route.
      const document = await findUserDocument(pool, userId, currentSessionId);
      if (!document || !deps.userData) return document;
      const [watchlist, portfolio] = await Promise.all([
        deps.userData.watchlist(userId),
        deps.userData.portfolio(userId),
      ]);
      return { ...document, watchlist, portfolio };
    },
    sessions: (userId: string, currentSessionId: string) =>
      listSessions(pool, userId, currentSessionId),
    ensureUserDocument: (userId: string) => ensurePreferences(pool, userId),
    rename: (userId: string, displayName: string) =>
      inTransaction(pool, async (client) => {
        await renameUser(client, userId, displayName);
        await deps.userEvents.publish(client, userId, { type: 'profile-changed' });
      }),
    logOutAllDevices: (userId: string) =>
      inTransaction(pool, async (client) => {
        await endAllSessions(client, userId);
        await deps.userEvents.publish(client, userId, { type: 'signed-out' });
      }),
    /** One session ended (sign-out): its live streams close, the user's others stay. */
    sessionEnded: (userId: string, sessionId: string) =>
      deps.userEvents.publish(pool, userId, { type: 'signed-out' }, sessionId),
    deleteAccount: (userId: string) =>
      inTransaction(pool, async (client) => {
        await deps.deleteParts?.(client, userId);
        await deleteUser(client, userId);
        await deps.userEvents.publish(client, userId, { type: 'signed-out' });
      }),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

import { randomUUID } from 'node:crypto';
import { HOLDING_UNDO_MS, type RemovedHolding } from '#shared/portfolio/portfolio-holdings.ts';
import { inUserTransaction } from '../../db/transactions.ts';
import type { UserDataDeps } from '../../live/user-data-deps.ts';
import {
  forgetAsideBefore,
  kindsOfSymbol,
  moveSymbolAside,
  restoreAside,
} from './holding-removal.repo.ts';

// Deleting a holding with an undo (docs/decisions/094): its transactions are kept aside on the
// server for HOLDING_UNDO_MS under a fresh token, and put back as they were on request.

const totalOf = (kinds: readonly { count: number }[]) =>
  kinds.reduce((sum, kind) => sum + kind.count, 0);

export function createHoldingRemovalService(deps: UserDataDeps) {
  const now = deps.now ?? Date.now;
  return {
    async transactions(userId: string, symbol: string) {
      const kinds = await kindsOfSymbol(deps.db, userId, symbol);
      return { symbol, total: totalOf(kinds), kinds };
    },

    /** Deleting an absent holding (again) answers total 0 and no token: nothing changes. */
    remove(userId: string, symbol: string): Promise<RemovedHolding> {
      return inUserTransaction(deps.db, userId, async (tx) => {
        const at = new Date(now());
        await forgetAsideBefore(tx, userId, new Date(at.getTime() - HOLDING_UNDO_MS));
        const batch = randomUUID();
        const kinds = await moveSymbolAside(tx, userId, symbol, batch, at);
        const total = totalOf(kinds);
        if (total === 0) return { symbol, total, kinds, undo: null, undoUntil: null };
        await deps.publish(tx, userId, { type: 'portfolio-changed' });
        const until = new Date(at.getTime() + HOLDING_UNDO_MS).toISOString();
        return { symbol, total, kinds, undo: batch, undoUntil: until };
      });
    },

    /** Idempotent: the second time (or another user's token, or too late) restores 0. */
    restore(userId: string, batch: string): Promise<{ restored: number }> {
      return inUserTransaction(deps.db, userId, async (tx) => {
        const since = new Date(now() - HOLDING_UNDO_MS);
        const restored = await restoreAside(tx, userId, batch, since);
        if (restored > 0) await deps.publish(tx, userId, { type: 'portfolio-changed' });
        return { restored };
      });
    },
  };
}

export type HoldingRemovalService = ReturnType<typeof createHoldingRemovalService>;

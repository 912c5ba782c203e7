import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { upstreamBudget } from '../../db/schema/market-history.ts';
import type { RateBudget } from '../provider.ts';
import { reserveIn, windowsOf, type BudgetWindow } from './budget-windows.ts';

// Where an upstream budget lives (docs/decisions/024). Quotas belong to the API key, not to
// the process: the shared budget keeps each key's windows in PostgreSQL, so N processes on one
// key spend one plan, not N. The in-process one serves providers without a key (tests).

export interface UpstreamBudget {
  /**
   * Reserves one call: resolves to the wait before making it, or rejects with
   * RateLimitExceeded (nothing reserved). `priority`: a signed-in user's own symbol.
   */
  reserve(maxWaitMs: number, priority: boolean): Promise<number>;
}

export function createProcessBudget(limits: RateBudget, now: () => number): UpstreamBudget {
  const windows = windowsOf(limits, now());
  return {
    reserve: (maxWaitMs, priority) =>
      new Promise((resolve) => resolve(reserveIn(windows, now(), maxWaitMs, priority))),
  };
}

/**
 * One transaction per reservation: the key's rows are locked (FOR UPDATE), so reservations
 * from every process take turns; a refusal rolls back and leaves the rows as they were.
 */
export function createSharedBudget(
  db: Db,
  key: string,
  limits: RateBudget,
  now: () => number,
): UpstreamBudget {
  const declared = windowsOf(limits, 0);
  return {
    reserve: (maxWaitMs, priority) =>
      db.transaction(async (tx) => {
        const at = now();
        await tx
          .insert(upstreamBudget)
          .values(
            declared.map(({ name, calls }) => ({
              key,
              window: name,
              tokens: calls,
              updatedMs: Math.round(at),
              period: '',
              used: 0,
            })),
          )
          .onConflictDoNothing();
        const rows = await tx
          .select()
          .from(upstreamBudget)
          .where(eq(upstreamBudget.key, key))
          .for('update');
        const windows: BudgetWindow[] = declared.map((window) => {
          const row = rows.find((r) => r.window === window.name);
          return row
            ? {
                ...window,
                state: {
                  tokens: row.tokens,
                  updatedMs: row.updatedMs,
                  period: row.period,
                  used: row.used,
                },
              }
            : window;
        });
        const waitMs = reserveIn(windows, at, maxWaitMs, priority);
        for (const { name, state } of windows) {
          await tx
            .update(upstreamBudget)
            .set({ ...state, updatedMs: Math.round(state.updatedMs) })
            .where(and(eq(upstreamBudget.key, key), eq(upstreamBudget.window, name)));
        }
        return waitMs;
      }),
  };
}

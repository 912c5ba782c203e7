import { and, asc, eq, gte, max, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { dailyBar, intradayPoint } from '../../db/schema/market-history.ts';
import type { DailyClose, PricePoint } from './history-buckets.ts';

export interface DailyBarRow {
  date: string;
  /** Epoch ms. */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** SQL for stored price history; a newer value for a (symbol, date) bar replaces the older. */
export function createHistoryRepo(db: Db) {
  return {
    async saveDailyBars(symbol: string, bars: readonly DailyBarRow[]) {
      if (bars.length === 0) return;
      await db
        .insert(dailyBar)
        .values(bars.map((bar) => ({ ...bar, symbol, time: new Date(bar.time) })))
        .onConflictDoUpdate({
          target: [dailyBar.symbol, dailyBar.date],
          set: {
            open: sql`excluded.open`,
            high: sql`excluded.high`,
            low: sql`excluded.low`,
            close: sql`excluded.close`,
          },
        });
    },

    async saveIntradayPoints(symbol: string, points: readonly PricePoint[]) {
      if (points.length === 0) return;
      await db
        .insert(intradayPoint)
        .values(points.map((p) => ({ symbol, time: new Date(p.time), price: p.close })))
        .onConflictDoNothing();
    },

    async dailyClosesSince(symbol: string, fromDate: string): Promise<DailyClose[]> {
      const rows = await db
        .select({ date: dailyBar.date, time: dailyBar.time, close: dailyBar.close })
        .from(dailyBar)
        .where(and(eq(dailyBar.symbol, symbol), gte(dailyBar.date, fromDate)))
        .orderBy(asc(dailyBar.date));
      return rows.map((row) => ({ ...row, time: row.time.getTime() }));
    },

    async intradayPointsSince(symbol: string, from: number): Promise<PricePoint[]> {
      const rows = await db
        .select({ time: intradayPoint.time, close: intradayPoint.price })
        .from(intradayPoint)
        .where(and(eq(intradayPoint.symbol, symbol), gte(intradayPoint.time, new Date(from))))
        .orderBy(asc(intradayPoint.time));
      return rows.map((row) => ({ time: row.time.getTime(), close: row.close }));
    },

    async rangeSince(symbol: string, fromDate: string) {
      const [row] = await db
        .select({ high: max(dailyBar.high), low: min(dailyBar.low) })
        .from(dailyBar)
        .where(and(eq(dailyBar.symbol, symbol), gte(dailyBar.date, fromDate)));
      return { high: row?.high ?? null, low: row?.low ?? null };
    },
  };
}

export type HistoryRepo = ReturnType<typeof createHistoryRepo>;

import { and, asc, eq, gt, gte, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { dailyBar, dailyHistorySync, intradayPoint } from '../../db/schema/market-history.ts';
import type { DailyClose, PricePoint } from './history-buckets.ts';
import { splitDivisors } from './split-adjust.ts';

export interface DailyBarRow {
  date: string;
  /** Epoch ms. */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/**
 * A provider's daily row with its corporate actions (decimal strings). `splitFactor` is never
 * null on provider rows: that is how recorded rows (null) are told apart from them.
 */
export interface SyncedDailyRow extends DailyBarRow {
  /** null: the vendor does not report dividends. */
  dividend: string | null;
  splitFactor: string;
}

/** How far a symbol's provider history goes, and when we last asked (docs/decisions/023). */
export interface SyncState {
  through: string;
  /** Epoch ms. */
  checkedAt: number;
}

/** A dividend or split, from provider rows (the ledger books them). */
export interface CorporateAction {
  /** Ex-date, YYYY-MM-DD. */
  date: string;
  /** Cash per share, decimal string; null: no dividend that day. */
  dividend: string | null;
  /** '4' for a 4:1 split; null: no split that day. */
  splitFactor: string | null;
}

/** The day's actions from row values; null when it has none. */
export function actionOf(date: string, dividend: string | null, splitFactor: string | null) {
  const paid = dividend !== null && Number(dividend) > 0 ? dividend : null;
  const split = splitFactor !== null && Number(splitFactor) !== 1 ? splitFactor : null;
  return paid || split ? { date, dividend: paid, splitFactor: split } : null;
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/** SQL for stored price history; a newer value for a (symbol, date) bar replaces the older. */
export function createHistoryRepo(db: Db) {
  return {
    /** Recorded bars; they never overwrite a provider's row (one with a split factor). */
    async saveDailyBars(symbol: string, bars: readonly DailyBarRow[]) {
      if (bars.length === 0) return;
      await db
        .insert(dailyBar)
        .values(bars.map((bar) => ({ ...bar, symbol, time: new Date(bar.time) })))
        .onConflictDoUpdate({
          target: [dailyBar.symbol, dailyBar.date],
          set: {
            open: excluded('open'),
            high: excluded('high'),
            low: excluded('low'),
            close: excluded('close'),
          },
          setWhere: isNull(dailyBar.splitFactor),
        });
    },

    /** A provider's rows and how far they now go, in one transaction. */
    async saveSyncedDailyBars(
      symbol: string,
      provider: string,
      rows: readonly SyncedDailyRow[],
      state: SyncState,
    ) {
      await db.transaction(async (tx) => {
        // Large backfills go in slices: PostgreSQL takes at most 65,535 parameters a statement.
        for (let i = 0; i < rows.length; i += 5_000) {
          await tx
            .insert(dailyBar)
            .values(
              rows.slice(i, i + 5_000).map((row) => ({ ...row, symbol, time: new Date(row.time) })),
            )
            .onConflictDoUpdate({
              target: [dailyBar.symbol, dailyBar.date],
              set: Object.fromEntries(
                ['time', 'open', 'high', 'low', 'close', 'dividend', 'split_factor'].map((c) => [
                  c === 'split_factor' ? 'splitFactor' : c,
                  excluded(c),
                ]),
              ),
            });
        }
        const values = { through: state.through, checkedAt: new Date(state.checkedAt) };
        await tx
          .insert(dailyHistorySync)
          .values({ symbol, provider, ...values })
          .onConflictDoUpdate({
            target: [dailyHistorySync.symbol, dailyHistorySync.provider],
            set: values,
          });
      });
    },

    async syncStateOf(symbol: string, provider: string): Promise<SyncState | null> {
      const [row] = await db
        .select()
        .from(dailyHistorySync)
        .where(and(eq(dailyHistorySync.symbol, symbol), eq(dailyHistorySync.provider, provider)));
      return row ? { through: row.through, checkedAt: row.checkedAt.getTime() } : null;
    },

    async corporateActions(symbol: string): Promise<CorporateAction[]> {
      const rows = await db
        .select({ date: dailyBar.date, dividend: dailyBar.dividend, split: dailyBar.splitFactor })
        .from(dailyBar)
        .where(
          and(
            eq(dailyBar.symbol, symbol),
            or(gt(dailyBar.dividend, '0'), ne(dailyBar.splitFactor, '1')),
          ),
        )
        .orderBy(asc(dailyBar.date));
      return rows.flatMap((row) => actionOf(row.date, row.dividend, row.split) ?? []);
    },

    async saveIntradayPoints(symbol: string, points: readonly PricePoint[]) {
      if (points.length === 0) return;
      await db
        .insert(intradayPoint)
        .values(points.map((p) => ({ symbol, time: new Date(p.time), price: p.close })))
        .onConflictDoNothing();
    },

    /** Split-adjusted closes from `fromDate` on (any start: charts up to Max ask for it). */
    async dailyClosesSince(symbol: string, fromDate: string): Promise<DailyClose[]> {
      const rows = await db
        .select({
          date: dailyBar.date,
          time: dailyBar.time,
          close: dailyBar.close,
          splitFactor: dailyBar.splitFactor,
        })
        .from(dailyBar)
        .where(and(eq(dailyBar.symbol, symbol), gte(dailyBar.date, fromDate)))
        .orderBy(asc(dailyBar.date));
      const divisors = splitDivisors(rows);
      return rows.map((row, i) => ({
        date: row.date,
        time: row.time.getTime(),
        close: row.close / (divisors[i] ?? 1),
      }));
    },

    async intradayPointsSince(symbol: string, from: number): Promise<PricePoint[]> {
      const rows = await db
        .select({ time: intradayPoint.time, close: intradayPoint.price })
        .from(intradayPoint)
        .where(and(eq(intradayPoint.symbol, symbol), gte(intradayPoint.time, new Date(from))))
        .orderBy(asc(intradayPoint.time));
      return rows.map((row) => ({ time: row.time.getTime(), close: row.close }));
    },

    /** Split-adjusted high and low from `fromDate` on (the 52-week range). */
    async rangeSince(symbol: string, fromDate: string) {
      const rows = await db
        .select({
          date: dailyBar.date,
          high: dailyBar.high,
          low: dailyBar.low,
          splitFactor: dailyBar.splitFactor,
        })
        .from(dailyBar)
        .where(and(eq(dailyBar.symbol, symbol), gte(dailyBar.date, fromDate)))
        .orderBy(asc(dailyBar.date));
      return rangeOf(rows);
    },
  };
}

export type HistoryRepo = ReturnType<typeof createHistoryRepo>;

/** The highest high and lowest low of ascending rows, split-adjusted; nulls when none. */
export function rangeOf(
  rows: ReadonlyArray<{ date: string; high: number; low: number; splitFactor: string | null }>,
): { high: number | null; low: number | null } {
  if (rows.length === 0) return { high: null, low: null };
  const divisors = splitDivisors(rows);
  const highs = rows.map((row, i) => row.high / (divisors[i] ?? 1));
  const lows = rows.map((row, i) => row.low / (divisors[i] ?? 1));
  return { high: Math.max(...highs), low: Math.min(...lows) };
}

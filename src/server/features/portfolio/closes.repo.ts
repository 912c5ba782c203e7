import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

// The portfolio's only reads of stored price history (daily_bar, written by the market-data
// layer). Kept to these two functions so a change in how history is stored touches one file.

/** One symbol's daily closes in date order: days since 1970-01-01 and the close that day. */
export interface CloseSeries {
  days: Int32Array;
  closes: Float64Array;
}

export interface LatestClose {
  date: string;
  close: number;
  /** The close of the trading day before, when stored. */
  previousClose: number | null;
}

/**
 * Every stored close of the symbols from `fromDate` on. PostgreSQL joins each symbol's closes
 * into one text per column, so 750,000 closes arrive as 250 rows (a row object each would cost
 * the event loop several times more to build).
 */
export async function dailyCloses(
  db: Db,
  symbols: readonly string[],
  fromDate: string,
): Promise<Map<string, CloseSeries>> {
  const series = new Map<string, CloseSeries>();
  if (symbols.length === 0) return series;
  const { rows } = await db.execute<{ symbol: string; days: string; closes: string }>(sql`
    SELECT symbol,
           string_agg((date - DATE '1970-01-01')::text, ',' ORDER BY date) AS days,
           string_agg(close::text, ',' ORDER BY date) AS closes
    FROM daily_bar
    WHERE symbol = ANY(${sql.param([...symbols])}::text[]) AND date >= ${fromDate}::date
    GROUP BY symbol`);
  for (const row of rows) {
    series.set(row.symbol, {
      days: Int32Array.from(row.days.split(','), Number),
      closes: Float64Array.from(row.closes.split(','), Number),
    });
  }
  return series;
}

/** The last two stored closes of each symbol (the index finds them without a scan). */
export async function latestCloses(
  db: Db,
  symbols: readonly string[],
): Promise<Map<string, LatestClose>> {
  const latest = new Map<string, LatestClose>();
  if (symbols.length === 0) return latest;
  const { rows } = await db.execute<{ symbol: string; date: string; close: number }>(sql`
    SELECT s.symbol, b.date::text AS date, b.close
    FROM unnest(${sql.param([...symbols])}::text[]) AS s(symbol)
    CROSS JOIN LATERAL (
      SELECT date, close FROM daily_bar WHERE symbol = s.symbol ORDER BY date DESC LIMIT 2
    ) b
    ORDER BY s.symbol, b.date DESC`);
  for (const row of rows) {
    const seen = latest.get(row.symbol);
    if (!seen) latest.set(row.symbol, { date: row.date, close: row.close, previousClose: null });
    else if (seen.previousClose === null) seen.previousClose = row.close;
  }
  return latest;
}

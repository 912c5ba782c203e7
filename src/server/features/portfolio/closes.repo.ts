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
 * Every stored close of the symbols. PostgreSQL packs each symbol's days and closes into two
 * binary strings (int4 and float8, big-endian), so 750,000 closes arrive as 250 rows and are
 * read without parsing text (decision 027 measured text at ~0.4 s of event loop per request).
 */
export async function dailyCloses(
  db: Db,
  symbols: readonly string[],
): Promise<Map<string, CloseSeries>> {
  const series = new Map<string, CloseSeries>();
  if (symbols.length === 0) return series;
  const { rows } = await db.execute<{ symbol: string; days: Buffer; closes: Buffer }>(sql`
    SELECT symbol,
           string_agg(int4send(date - DATE '1970-01-01'), ''::bytea ORDER BY date) AS days,
           string_agg(float8send(close), ''::bytea ORDER BY date) AS closes
    FROM daily_bar
    WHERE symbol = ANY(${sql.param([...symbols])}::text[])
    GROUP BY symbol`);
  for (const row of rows) {
    const count = row.days.length / 4;
    // Shared memory: handed to the portfolio's worker threads without a copy (decision 027).
    const days = new Int32Array(new SharedArrayBuffer(count * 4));
    const closes = new Float64Array(new SharedArrayBuffer(count * 8));
    for (let i = 0; i < count; i++) {
      days[i] = row.days.readInt32BE(i * 4);
      closes[i] = row.closes.readDoubleBE(i * 8);
    }
    series.set(row.symbol, { days, closes });
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

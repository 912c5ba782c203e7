import type { Pool } from 'pg';

/** A symbol's stored daily history becomes exactly these closes (open = high = low = close). */
export async function storeCloses(pool: Pool, symbol: string, closes: [string, number][]) {
  await pool.query('DELETE FROM daily_bar WHERE symbol = $1', [symbol]);
  for (const [date, close] of closes) {
    await pool.query(
      `INSERT INTO daily_bar (symbol, date, time, open, high, low, close)
       VALUES ($1, $2, $2::date + time '14:30', $3, $3, $3, $3)`,
      [symbol, date, close],
    );
  }
}

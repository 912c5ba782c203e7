import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { RateSeries } from './maths/fx.ts';
import type { CurrencyScope } from './portfolio-worker.ts';

// What the holdings and performance answers need to speak the user's base currency
// (docs/decisions/085): the base currency, and the daily rates into it of every other currency
// the user's ledger and accounts use, loaded before the maths runs so a missing rate is a clear
// 503, never a wrong number.

export interface CurrencyDeps {
  /** The user's base currency (their profile's choice; USD by default). */
  baseCurrency(userId: string): Promise<string>;
  /**
   * Daily rates into `base` of each of `currencies`, fetched and stored first where needed
   * (counted against `userId`'s market-data access). A currency left out has no rates.
   */
  rateSeries(
    currencies: string[],
    base: string,
    from: string,
    userId: string,
  ): Promise<Map<string, RateSeries>>;
}

/** Until a rate source is wired: the base currency is USD and no other currency converts. */
export const US_DOLLARS_ONLY: CurrencyDeps = {
  baseCurrency: () => Promise.resolve('USD'),
  rateSeries: () => Promise.resolve(new Map()),
};

/** Every currency the user's transactions and accounts are in, and the ledger's first date. */
export async function ledgerCurrencies(db: Db, userId: string) {
  // Currencies from one to the next along the (user, currency) index, and the first date from
  // the (user, date) one: a few look-ups, where grouping every row took 36 ms at 100,000.
  const { rows } = await db.execute<{ currency: string | null; first: string | null }>(sql`
    WITH RECURSIVE used AS (
      (SELECT currency FROM portfolio_transactions
       WHERE user_id = ${userId} ORDER BY currency LIMIT 1)
      UNION ALL
      SELECT (SELECT t.currency FROM portfolio_transactions t
              WHERE t.user_id = ${userId} AND t.currency > used.currency
              ORDER BY t.currency LIMIT 1)
      FROM used WHERE used.currency IS NOT NULL
    )
    SELECT currency, NULL AS first FROM used WHERE currency IS NOT NULL
    UNION SELECT currency, NULL FROM portfolio_accounts WHERE user_id = ${userId}
    UNION SELECT NULL, min(date)::text FROM portfolio_transactions WHERE user_id = ${userId}`);
  return {
    currencies: [...new Set(rows.flatMap((row) => (row.currency ? [row.currency] : [])))],
    first: rows.find((row) => row.first)?.first ?? null,
  };
}

/**
 * What identifies each rate series in an answer's key: published rates do not change, so a
 * series is known by its length, its newest day and its newest rate.
 */
export const ratesIdentity = (rates: CurrencyScope['rates']) =>
  rates.map(([currency, series]) => [
    currency,
    series.days.length,
    series.days.at(-1),
    series.closes.at(-1),
  ]);

export async function currencyScope(
  db: Db,
  deps: CurrencyDeps,
  userId: string,
  account: string | null,
): Promise<CurrencyScope> {
  const [baseCurrency, used] = await Promise.all([
    deps.baseCurrency(userId),
    ledgerCurrencies(db, userId),
  ]);
  const others = used.currencies.filter((currency) => currency !== baseCurrency).sort();
  // From a little before the first trade (the rate of its day may have been published earlier).
  const from = used.first ?? '1999-01-04';
  const rates =
    others.length > 0 ? await deps.rateSeries(others, baseCurrency, from, userId) : new Map();
  const missing = others.filter((currency) => !rates.get(currency)?.days.length);
  if (missing.length > 0) {
    throw new HttpError(
      503,
      'exchange-rates-unavailable',
      `Exchange rates from ${missing.join(', ')} to ${baseCurrency} are not available yet; try again later.`,
    );
  }
  return { baseCurrency, rates: [...rates], account };
}

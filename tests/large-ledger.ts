import type { Database } from '#server/db/database.ts';
import { brokerageAccount } from './portfolio-accounts.ts';

/** Symbols every test provider knows, so prices and history resolve. */
const SYMBOLS = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL'];

/**
 * `count` buys for `userId`, written straight into the ledger in one statement (an import of
 * that size would take the test's whole time): one share at 100, spread over ten years.
 */
export async function seedLargeLedger(database: Database, userId: string, count: number) {
  const account = await brokerageAccount(database.pool, userId);
  await database.pool.query(
    `INSERT INTO portfolio_transactions (id, user_id, account_id, currency, type, symbol, date,
       quantity, price, created_at)
     SELECT ($3::text[])[1 + n % $4] || '-' || left(md5($1), 8) || n, $1, $5, 'USD', 'buy',
            ($3::text[])[1 + n % $4], date '2015-01-02' + (n % 3650), 1, 100, now()
     FROM generate_series(1, $2::int) AS n`,
    [userId, count, SYMBOLS, SYMBOLS.length, account],
  );
}

import type { Database } from '#server/db/database.ts';

/**
 * The tables a refused request must leave alone: accounts, sessions, tokens, the user's data
 * and mail. Not the abuse counters (auth_rate_limit): counting a refused attempt is their job.
 */
const WATCHED_TABLES = [
  'user',
  'account',
  'session',
  'verification',
  'watchlists',
  'watchlist_items',
  'portfolio_accounts',
  'portfolio_transactions',
  'preferences',
  'mail_outbox',
] as const;

/** Per table: its row count and a digest of every row's text, so any change shows. */
export async function snapshot(database: Database): Promise<Record<string, string>> {
  const query = WATCHED_TABLES.map(
    (table) =>
      `SELECT '${table}' AS name, count(*) || ' rows, ' || ` +
      `md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${table}" t`,
  ).join(' UNION ALL ');
  const result = await database.pool.query<{ name: string; digest: string }>(query);
  return Object.fromEntries(result.rows.map((row) => [row.name, row.digest]));
}

import type { Pool } from 'pg';

/**
 * The user's "Brokerage" account in US dollars (docs/decisions/085), opened if missing: the
 * account rows written straight into the ledger belong to.
 */
export async function brokerageAccount(pool: Pool, userId: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO portfolio_accounts (user_id, name, kind, currency)
     VALUES ($1, 'Brokerage', 'brokerage', 'USD')
     ON CONFLICT (user_id, lower(name)) DO UPDATE SET name = excluded.name
     RETURNING id`,
    [userId],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('no account returned');
  return id;
}

import type pg from 'pg';

/**
 * Runs `work` while this connection holds the session-level advisory lock `lockId`: every server
 * process on the database that asks for the same lock waits its turn. For start-up steps that
 * PostgreSQL cannot run side by side (migrations, pg-boss creating its queues' tables).
 */
export async function takingTurns<T>(
  pool: pg.Pool,
  lockId: number,
  work: () => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [lockId]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [lockId]);
    }
  } finally {
    client.release();
  }
}

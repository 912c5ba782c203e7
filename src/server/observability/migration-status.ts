import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { migrationsFolder } from '../db/migrate.ts';

const journalSchema = z.object({ entries: z.array(z.object({ tag: z.string() })) });

/** How many migrations this build ships (drizzle-kit's journal lists every one). */
export async function shippedMigrationCount(folder = migrationsFolder): Promise<number> {
  const text = await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8');
  return journalSchema.parse(JSON.parse(text)).entries.length;
}

/**
 * 'ok' once the database holds at least as many applied migrations as this build ships (more is
 * fine: a newer instance of a rolling deploy may have gone first). Rejects when the database
 * cannot be asked. Once ok it stays ok (migrations are never undone), so later calls cost nothing.
 */
export function migrationStatus(
  database: Database,
  expected: () => Promise<number> = () => shippedMigrationCount(),
): () => Promise<'ok' | 'pending'> {
  let applied = false;
  return async () => {
    if (applied) return 'ok';
    const [shipped, rows] = await Promise.all([
      expected(),
      database.pool
        .query<{ n: number }>(
          `SELECT count(*)::int AS n FROM information_schema.tables
            WHERE table_schema = 'drizzle' AND table_name = '__drizzle_migrations'`,
        )
        .then(async ({ rows: [table] }) => {
          if (!table?.n) return 0; // never migrated
          const result = await database.pool.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
          );
          return result.rows[0]?.n ?? 0;
        }),
    ]);
    applied = rows >= shipped;
    return applied ? 'ok' : 'pending';
  };
}

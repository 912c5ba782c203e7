import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './database.ts';
import { takingTurns } from './session-lock.ts';

/** drizzle-kit output, found from both src/ (tests, tsx) and dist/ (built server). */
export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);

// Any constant works; it only has to be the same in every Tickerdeck process.
const MIGRATION_LOCK_ID = 7_215_044_901;

/**
 * Applies pending migrations. Several processes may boot at once against one database:
 * a session-level advisory lock makes them take turns, and the ones that come later find
 * nothing left to apply.
 */
export async function runMigrations(database: Database): Promise<void> {
  await takingTurns(database.pool, MIGRATION_LOCK_ID, () =>
    migrate(database.db, { migrationsFolder }),
  );
}

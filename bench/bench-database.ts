import { rm } from 'node:fs/promises';
import { connectDatabase, type Database } from '../src/server/db/database.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { scratchDir } from './scratch-dir.ts';

/** A throwaway embedded PostgreSQL with our migrations, for benchmarks that build the app. */
export async function startBenchDatabase(): Promise<{
  url: string;
  database: Database;
  stop(): Promise<void>;
}> {
  const dir = await scratchDir('bench-pg');
  const server = await startEmbeddedPostgres({
    clusterDir: dir,
    password: 'tickerdeck-bench',
    database: 'tickerdeck',
  });
  const database = connectDatabase(server.url);
  await runMigrations(database);
  return {
    url: server.url,
    database,
    async stop() {
      await database.close();
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { connectDatabase, type Database } from '#server/db/database.ts';
import { startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { runMigrations } from '#server/db/migrate.ts';
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

/**
 * A throwaway database for an in-process benchmark: on the PostgreSQL server DATABASE_URL names
 * (created and dropped here), else an embedded one.
 */
export async function throwawayDatabase(): Promise<{ database: Database; stop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return startBenchDatabase();
  const name = `tickerdeck_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connectDatabase(url.toString());
  await runMigrations(database);
  return {
    database,
    async stop() {
      await database.close();
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

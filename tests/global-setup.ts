import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server where test files may create and drop their own databases. */
    adminDatabaseUrl: string;
  }
}

/**
 * One PostgreSQL server for the run: TEST_DATABASE_URL when set (CI points it at the machine's
 * server), else an embedded one in .tmp/ that is removed afterwards. Each test file then makes
 * its own database on it (tests/database.ts).
 */
export default async function setup(project: TestProject) {
  // Test files make scratch directories under .tmp/ (a clean clone has none).
  const parent = path.resolve('.tmp');
  await mkdir(parent, { recursive: true, mode: 0o755 });
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('adminDatabaseUrl', external);
    return;
  }
  const clusterDir = path.join(parent, `pg-test-${process.pid}-${Date.now()}`);
  const server = await startEmbeddedPostgres({
    clusterDir,
    password: 'tickerdeck-tests',
    database: 'postgres',
  });
  project.provide('adminDatabaseUrl', server.url);
  return async () => {
    await server.stop();
    await rm(clusterDir, { recursive: true, force: true });
  };
}

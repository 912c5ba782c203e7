import { brokerageAccount } from '#tests/portfolio-accounts.ts';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createPasswordHasher } from '#server/auth/password-hash.ts';
import { connectDatabase, type Database } from '#server/db/database.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { BENCH_MAILBOX_TOKEN } from './built-server.ts';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { LEDGER_MAX_TRANSACTIONS } from '#shared/portfolio/portfolio-ledger.ts';
import { startBenchDatabase } from './bench-database.ts';
import type { Recorder } from './load-client.ts';
import { Tab } from './load-client.ts';
import { createScratchDatabase } from './load-server.ts';
import { seedLedger } from './portfolio-ledger-fixture.ts';
import { scratchDir } from './scratch-dir.ts';

// The noisy-neighbour benchmark's world: a database with a user at the ledger cap
// (seeded directly, as bench/portfolio.ts seeds its ledger) and a neighbour with a small
// portfolio, both with passwords; the built server as its own process on that database, with
// the default simulated provider.

export const PASSWORD = 'noisy neighbour password 1';
/** The neighbour's symbols: known to the simulated provider, so their history syncs. */
export const NEIGHBOUR_SYMBOLS = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL'];

export interface World {
  url: string;
  database: Database;
  heavy: { userId: string; email: string; transactions: number; symbols: string[] };
  neighbour: { userId: string; email: string };
  stop(): Promise<void>;
}

async function scratchWorld(): Promise<{ url: string; database: Database; stop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return startBenchDatabase();
  const scratch = await createScratchDatabase(adminUrl);
  const database = connectDatabase(scratch.url);
  await runMigrations(database);
  return {
    url: scratch.url,
    database,
    async stop() {
      await database.close();
      await scratch.drop();
    },
  };
}

async function addPassword(database: Database, userId: string, hash: string) {
  await database.pool.query(
    `INSERT INTO account (id, account_id, provider_id, user_id, password)
     VALUES ($1, $2, 'credential', $2, $3)`,
    [randomUUID(), userId, hash],
  );
}

/** The heavy user at the cap (250 symbols over 12 years) and a neighbour with 5 holdings. */
export async function buildWorld(): Promise<World> {
  const world = await scratchWorld();
  const { database } = world;
  const seeded = await seedLedger(
    database.db,
    { transactions: LEDGER_MAX_TRANSACTIONS, symbols: 250, years: 12 },
    'SPY',
  );
  const neighbourId = randomUUID();
  await database.pool.query(
    `INSERT INTO "user" (id, name, email, email_verified) VALUES ($1, 'Neighbour', $2, true)`,
    [neighbourId, `${neighbourId}@example.test`],
  );
  const account = await brokerageAccount(database.pool, neighbourId);
  for (const [i, symbol] of NEIGHBOUR_SYMBOLS.entries()) {
    await database.pool.query(
      `INSERT INTO portfolio_transactions (id, user_id, account_id, currency, type, symbol, date,
         quantity, price, created_at)
       VALUES ($1, $2, $5, 'USD', 'buy', $3, current_date - 200 + $4::int, 10, 100, now())`,
      [`${symbol}-${i}`, neighbourId, symbol, i * 20, account],
    );
  }
  const hasher = createPasswordHasher({ threads: 1 });
  const hash = await hasher.hashPassword(PASSWORD);
  await hasher.close();
  await addPassword(database, seeded.userId, hash);
  await addPassword(database, neighbourId, hash);
  await database.pool.query('ANALYZE');
  const emails = await database.pool.query<{ id: string; email: string }>(
    'SELECT id, email FROM "user"',
  );
  const emailOf = (id: string) => emails.rows.find((row) => row.id === id)?.email ?? '';
  return {
    ...world,
    heavy: {
      userId: seeded.userId,
      email: emailOf(seeded.userId),
      transactions: seeded.transactions,
      symbols: Array.from({ length: 250 }, (_, i) => `B${String(i).padStart(3, '0')}`),
    },
    neighbour: { userId: neighbourId, email: emailOf(neighbourId) },
  };
}

/** A signed-in tab from its own loopback address. */
export async function signIn(
  baseUrl: string,
  email: string,
  address: string,
  recorder: Recorder,
): Promise<Tab> {
  const tab = new Tab(baseUrl, recorder, address);
  // A loaded machine has failed a sign-in now and then (a hash past its time): ask again.
  let answer = null;
  for (let attempt = 0; attempt < 3 && answer?.status !== 200; attempt++) {
    if (attempt > 0) await sleep(2_000);
    answer = await tab.request('sign-in', 'POST', accountContract.signIn.path, {
      email,
      password: PASSWORD,
      rememberMe: true,
    });
  }
  if (answer?.status !== 200) throw new Error(`sign-in: ${answer?.status} ${answer?.body}`);
  return tab;
}

export interface Server {
  baseUrl: string;
  stop(): Promise<void>;
}

/** The built server (npm run build) on `databaseUrl`, in production mode, simulated data. */
export async function startServer(databaseUrl: string, port: number): Promise<Server> {
  const dataDir = await scratchDir('noisy');
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [
      ...(process.env.NOISY_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      path.resolve('dist/server/main.js'),
    ],
    {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        BASE_URL: baseUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        // Production refuses to start without a way to send mail; nobody reads it here.
        MAIL_OUTBOX: '1',
        MAILBOX_TOKEN: BENCH_MAILBOX_TOKEN,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));
  const stop = async () => {
    if (running) child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  const started = performance.now();
  for (;;) {
    const ready = await fetch(`${baseUrl}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (!running || performance.now() - started > 90_000) {
      await stop();
      throw new Error(`the server did not become ready:\n${output}`);
    }
    await sleep(100);
  }
  return { baseUrl, stop };
}

// `npm run bench:user-events` (docs/decisions/077): two user-event buses (two server
// processes' worth) on a PostgreSQL of the bench's own. The bench kills it (an immediate
// shutdown), starts it again after OUTAGE_BENCH_SECONDS (35, as the fault test), and
// from then on A publishes an event every 50 ms for AFTER_BENCH_SECONDS (10). Prints JSON: when B
// first heard an event after the restart, how many of A's acknowledged events B never heard, and
// what a writing transaction costs with its event (the outbox row and its NOTIFY, against a
// NOTIFY alone).
import { rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import pino from 'pino';
import { connectDatabase, type Database } from '#server/db/database.ts';
import { startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { createUserEventBus, USER_EVENTS_CHANNEL } from '#server/live/user-events.ts';
import { scratchDir } from './scratch-dir.ts';

const OUTAGE_MS = Number(process.env.OUTAGE_BENCH_SECONDS ?? 35) * 1000;
const AFTER_MS = Number(process.env.AFTER_BENCH_SECONDS ?? 10) * 1000;
const COST_TRANSACTIONS = 4_000;
const ROUNDS = 20;

const log = pino({ level: 'silent' });
const clusterDir = await scratchDir('bench-outage-pg');
const options = { clusterDir, password: 'tickerdeck-bench', database: 'tickerdeck' };
let postgres = await startEmbeddedPostgres(options);
const port = Number(new URL(postgres.url).port);
const databases: Database[] = [connectDatabase(postgres.url), connectDatabase(postgres.url)];
const [onA, onB] = databases as [Database, Database];
await runMigrations(onA);
const a = createUserEventBus({ database: onA, log });
const b = createUserEventBus({ database: onB, log });
await Promise.all([a.ready(), b.ready()]);

/** µs of one BEGIN; `statement`; COMMIT on one connection, the mean of `count`. */
async function costPerTransaction(
  statement: (client: pg.PoolClient) => Promise<unknown>,
  count: number,
) {
  const client = await onA.pool.connect();
  try {
    const started = performance.now();
    for (let n = 0; n < count; n++) {
      await client.query('BEGIN');
      await statement(client);
      await client.query('COMMIT');
    }
    return ((performance.now() - started) * 1000) / count;
  } finally {
    client.release();
  }
}
const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
};

// Each transaction also writes a row, as every user-data write does: the outbox's cost is what
// it adds to that (its commit waits for the WAL flush either way).
await onA.pool.query('CREATE TABLE bench_writes (id serial PRIMARY KEY, note text)');
const write = (client: pg.PoolClient) =>
  client.query("INSERT INTO bench_writes (note) VALUES ('a user-data write')");
const payload = JSON.stringify({ userId: 'bench', event: { type: 'portfolio-changed' } });
// Rounds alternate between the two, so the machine's other load falls on both alike.
const rounds = { notifyOnly: [] as number[], outbox: [] as number[] };
for (let round = 0; round < ROUNDS; round++) {
  rounds.notifyOnly.push(
    await costPerTransaction(async (client) => {
      await write(client);
      await client.query('SELECT pg_notify($1, $2)', [USER_EVENTS_CHANNEL, payload]);
    }, COST_TRANSACTIONS / ROUNDS),
  );
  rounds.outbox.push(
    await costPerTransaction(async (client) => {
      await write(client);
      await a.publish(client, 'bench', { type: 'portfolio-changed' });
    }, COST_TRANSACTIONS / ROUNDS),
  );
}

const heard = new Map<string, number>();
b.subscribe((userId) => {
  if (userId.startsWith('after-') && !heard.has(userId)) heard.set(userId, Date.now());
});

process.kill(postgres.pid ?? 0, 'SIGQUIT');
await sleep(OUTAGE_MS);
postgres = await startEmbeddedPostgres({ ...options, port });
const restartedAt = Date.now();
const acknowledged = new Map<string, number>();
for (let n = 0; Date.now() - restartedAt < AFTER_MS; n++) {
  const userId = `after-${n}`;
  try {
    await a.publish(onA.pool, userId, { type: 'watchlist-changed' });
    acknowledged.set(userId, Date.now());
  } catch {
    // Refused while the pool reconnects: not acknowledged, not counted.
  }
  await sleep(50);
}
await sleep(2_000);
const firstHeard = Math.min(...heard.values());
const lost = [...acknowledged.keys()].filter((userId) => !heard.has(userId));

console.log(
  JSON.stringify(
    {
      outageSeconds: OUTAGE_MS / 1000,
      afterRestart: {
        acknowledged: acknowledged.size,
        heardByB: [...acknowledged.keys()].filter((userId) => heard.has(userId)).length,
        neverHeard: lost.length,
        firstHeardMs: Number.isFinite(firstHeard) ? firstHeard - restartedAt : null,
        firstAcknowledgedMs: Math.min(...acknowledged.values()) - restartedAt,
      },
      writeTransactionUs: {
        medianOfRounds: {
          withNotifyOnly: median(rounds.notifyOnly),
          withOutboxAndNotify: median(rounds.outbox),
        },
        transactionsEach: COST_TRANSACTIONS,
        rounds: ROUNDS,
      },
    },
    null,
    2,
  ),
);

await a.close();
await b.close();
for (const database of databases) await database.close();
await postgres.stop();
await rm(clusterDir, { recursive: true, force: true });

import { rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { connectDatabase, type Database } from '#server/db/database.ts';
import {
  freePort,
  startEmbeddedPostgres,
  type EmbeddedDatabase,
} from '#server/db/embedded-postgres.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { alertsContract } from '#shared/alerts/alerts.contract.ts';
import type { NotificationList } from '#shared/alerts/alerts.ts';
import { fillPath } from '#shared/platform/contract.ts';
import { LIVE_CLOSE, LIVE_STREAM_PATH } from '#shared/platform/live.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { preferencesContract } from '#shared/preferences/preferences.contract.ts';
import { watchlistContract } from '#shared/watchlist/watchlist.contract.ts';
import type { Browser } from './accounts.ts';
import { ORIGIN, signedInUser } from './accounts.ts';
import { buildTestApp, testMarketData } from './app.ts';
import { openLiveSocket, type LiveClient } from './live-socket.ts';
import { createTestProvider, type TestProvider } from './market-data/test-provider.ts';
import { expectLog } from './expected-logs.ts';

// PostgreSQL is stopped and restarted on purpose.
expectLog(
  'warn',
  /user events: (cannot listen yet|listening connection lost)|database unavailable/,
);

// Two app instances on a PostgreSQL of the test's own, which the test kills
// (an immediate shutdown, as a crash) and starts again. The machine's PostgreSQL is never
// touched. A writes; B holds the users' live streams and the alert engine. After the outage
// B's LISTEN must come back at once and replay what it missed: A's first writes land while B
// is not listening yet.

const OUTAGE_MS = 8_000;

let clusterDir: string;
let options: Parameters<typeof startEmbeddedPostgres>[0];
let postgres: EmbeddedDatabase;
let databases: Database[] = [];
let a: FastifyInstance;
let b: FastifyInstance;
let bProvider: TestProvider;
let streamUrl: string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  clusterDir = path.resolve('.tmp', `pg-outage-${process.pid}-${Date.now()}`);
  options = { clusterDir, password: 'outage-test', database: 'tickerdeck', port: await freePort() };
  postgres = await startEmbeddedPostgres(options);
  databases = [connectDatabase(postgres.url), connectDatabase(postgres.url)];
  const [onA, onB] = databases as [Database, Database];
  await runMigrations(onA);
  a = await buildTestApp(onA);
  bProvider = createTestProvider({ withStream: true });
  b = await buildTestApp(onB, {
    backgroundJobs: true,
    marketData: testMarketData(onB, {
      provider: bProvider,
      session: () => ({ isOpen: true, session: 'regular', holiday: null }),
    }),
  });
  await b.alerts.ready();
  const address = await b.listen({ port: 0, host: '127.0.0.1' });
  streamUrl = address.replace('http', 'ws') + LIVE_STREAM_PATH;
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await b?.close();
  await a?.close();
  for (const database of databases) await database.close();
  await postgres?.stop();
  await rm(clusterDir, { recursive: true, force: true });
}, 60_000);

/** A crash of the server: SIGQUIT is PostgreSQL's immediate shutdown (no checkpoint). */
async function killPostgres() {
  const pid = postgres.pid;
  if (!pid) throw new Error('no postgres pid');
  process.kill(pid, 'SIGQUIT');
  for (let waited = 0; ; waited += 50) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    if (waited > 10_000) throw new Error('postgres did not stop');
    await sleep(50);
  }
}

async function streamOnB(browser: Browser): Promise<LiveClient> {
  const client = await openLiveSocket(
    streamUrl,
    { origin: ORIGIN, cookie: browser.cookieHeader() },
    sockets,
  );
  await client.next('hello');
  return client;
}

const WAIT_MS = 10_000;

/** `read()` every 250 ms until `done` holds or WAIT_MS pass; answers the last value read. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const end = Date.now() + WAIT_MS;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await sleep(250);
  }
}

const userEvents = (stream: LiveClient) =>
  stream.messages.flatMap((message) => (message.type === 'user-event' ? [message.event.type] : []));

describe('user events across a PostgreSQL outage', () => {
  it("reaches B's streams and alert engine with what A wrote after the restart, in order, once each", async () => {
    const ann = await signedInUser(a, databases[0] as Database);
    const bob = await signedInUser(a, databases[0] as Database);
    const cat = await signedInUser(a, databases[0] as Database);
    const annStream = await streamOnB(ann.browser);
    const bobStream = await streamOnB(bob.browser);
    expect(
      (await ann.browser.put(fillPath(watchlistContract.addToWatchlist.path, { symbol: 'MSFT' })))
        .statusCode,
    ).toBe(200);
    await expect.poll(() => userEvents(annStream)).toEqual(['watchlist-changed']);

    await killPostgres();
    const refused = await ann.browser.put(
      fillPath(watchlistContract.addToWatchlist.path, { symbol: 'AAPL' }),
    );
    expect(refused.statusCode).toBe(503);
    await sleep(OUTAGE_MS);
    postgres = await startEmbeddedPostgres(options);

    // A's first write that goes through: the database is back.
    const back = Date.now();
    for (;;) {
      const response = await ann.browser.put(
        fillPath(watchlistContract.addToWatchlist.path, { symbol: 'AAPL' }),
      );
      if (response.statusCode === 200) break;
      expect(response.statusCode, response.body).toBe(503);
      if (Date.now() - back > 15_000) throw new Error('A never wrote again');
      await sleep(20);
    }
    const annWrites = [
      () =>
        ann.browser.delete(
          fillPath(watchlistContract.removeFromWatchlist.path, { symbol: 'MSFT' }),
        ),
      () =>
        ann.browser.post(portfolioContract.createTransaction.path, {
          type: 'buy',
          symbol: 'AAPL',
          date: '2024-01-02',
          quantity: '1',
          price: '150',
        }),
      () =>
        ann.browser.patch(preferencesContract.updatePreferences.path, {
          emailNotifications: false,
        }),
      () => ann.browser.patch(accountContract.rename.path, { displayName: 'Ann After' }),
      () => ann.browser.put(fillPath(watchlistContract.addToWatchlist.path, { symbol: 'NVDA' })),
    ];
    for (const write of annWrites) expect([200, 201, 204]).toContain((await write()).statusCode);
    expect((await bob.browser.post(accountContract.logOutAll.path)).statusCode).toBe(204);
    const base = (await bProvider.quote('NVDA'))?.price ?? 0;
    const created = await cat.browser.post(alertsContract.createAlert.path, {
      symbol: 'NVDA',
      condition: 'above',
      value: (base + 10).toFixed(2),
    });
    expect(created.statusCode, created.body).toBe(201);

    // What B must do, each within 10 s, waited for side by side so that a failure names all.
    const [annSaw, bobClosed, catUnread] = await Promise.all([
      until(
        async () => userEvents(annStream),
        (seen) => seen.length >= 7,
      ),
      Promise.race([bobStream.closed, sleep(WAIT_MS).then(() => 'still open')]),
      // B watches the alert created after the restart: a price crossing it fires it.
      until(
        async () => {
          const price = base + 10.5;
          bProvider.emitTrades([{ symbol: 'NVDA', price, time: Date.now(), volume: 1 }]);
          const list = await cat.browser.get(alertsContract.notifications.path);
          return list.json<NotificationList>().unread;
        },
        (unread) => unread > 0,
      ),
    ]);
    // Every change, in the order A made it, once each.
    expect
      .soft(annSaw)
      .toEqual([
        'watchlist-changed',
        'watchlist-changed',
        'watchlist-changed',
        'portfolio-changed',
        'preferences-changed',
        'profile-changed',
        'watchlist-changed',
      ]);
    // Bob's sessions ended on A: his stream on B is closed.
    expect.soft(bobClosed).toMatchObject({ code: LIVE_CLOSE.signedOut });
    expect.soft(catUnread).toBe(1);
    await sleep(500);
    expect(userEvents(annStream)).toHaveLength(7);
  }, 90_000);
});

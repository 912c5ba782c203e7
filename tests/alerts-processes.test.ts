import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { alertsContract } from '#shared/alerts/alerts.contract.ts';
import type { Alert } from '#shared/alerts/alerts.ts';
import { preferencesContract } from '#shared/preferences/preferences.contract.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { startFakeFinnhub, type FakeFinnhub } from './fake-finnhub/index.ts';
import {
  makeDataDir,
  openLiveSocket,
  ProcessBrowser,
  removeDataDirs,
  startServer,
  stopAllServers,
  waitForLink,
  type ServerProcess,
} from './processes.ts';

// Price alerts across real server processes on one PostgreSQL, fed by a fake Finnhub's trade
// stream (decision 032): three processes see the same tick and one mail leaves; a process killed
// with -9 between the trigger and the send loses nothing and sends nothing twice.

let database: TestDatabase;
let finnhub: FakeFinnhub;
let baseEnv: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  finnhub = await startFakeFinnhub();
  baseEnv = {
    DATABASE_URL: database.url,
    DATA_DIR: await makeDataDir(),
    MARKET_DATA_PROVIDER: 'finnhub',
    FINNHUB_API_KEY: finnhub.apiKey,
    FINNHUB_BASE_URL: finnhub.baseUrl,
    FINNHUB_WS_URL: finnhub.wsUrl,
  };
});
afterAll(async () => {
  await stopAllServers();
  await finnhub.close();
  await database.dispose();
  await removeDataDirs();
});

const query = (text: string, values: unknown[] = []) => database.pool.query(text, values);

/** Signs up on `server`, verifies, and turns Email Notifications on. */
async function investor(server: string): Promise<{ browser: ProcessBrowser; email: string }> {
  const browser = new ProcessBrowser();
  const email = `alerts-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const password = 'correct horse battery';
  const signUp = await browser.request(server, 'POST', accountContract.signUp.path, {
    name: 'Alice Alert',
    email,
    password,
  });
  expect(signUp.status).toBe(200);
  const link = new URL(await waitForLink(query, email));
  const signIn = await browser.request(server, 'POST', accountContract.verifyEmail.path, {
    email,
    password,
    token: link.searchParams.get('token'),
  });
  expect(signIn.status).toBe(200);
  const preferences = await browser.request(
    server,
    preferencesContract.updatePreferences.method,
    preferencesContract.updatePreferences.path,
    { emailNotifications: true },
  );
  expect(preferences.status, await preferences.text()).toBe(200);
  return { browser, email };
}

async function createAlert(server: string, browser: ProcessBrowser, symbol: string, value: string) {
  const response = await browser.request(server, 'POST', alertsContract.createAlert.path, {
    symbol,
    condition: 'above',
    value,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Alert;
}

/** Makes each process follow `symbol` on the trade stream (a page showing it). */
async function follow(servers: ServerProcess[], symbol: string) {
  const sockets = await Promise.all(servers.map(({ url }) => openLiveSocket(url)));
  for (const live of sockets) {
    await live.next((message) => message.type === 'hello');
    live.socket.send(JSON.stringify({ type: 'subscribe', symbols: [symbol] }));
  }
  await expect
    .poll(() => finnhub.wsSubscriptions().filter((symbols) => symbols.includes(symbol)).length, {
      timeout: 15_000,
    })
    .toBe(servers.length);
  return sockets;
}

async function alertMails(email: string) {
  const result = await query(
    'SELECT id, subject FROM mail_outbox WHERE "to" = $1 AND subject LIKE $2',
    [email, '% rose above %'],
  );
  return result.rows;
}

describe('price alerts on several processes', () => {
  it('three processes evaluating the same triggers at once: each fires once, one mail each', async () => {
    // The simulated provider (one Finnhub key allows one trade stream, so not three): alerts
    // already true when created fire on their first evaluation, which every process runs at
    // once when it hears of them — a race for the same claims.
    const simulated = { DATABASE_URL: database.url, DATA_DIR: await makeDataDir() };
    const servers = await Promise.all([0, 1, 2].map(() => startServer(simulated)));
    const [first] = servers;
    if (!first) throw new Error('no server');
    const { browser, email } = await investor(first.url);
    const alerts: Alert[] = [];
    for (let n = 0; n < 20; n += 1) {
      alerts.push(await createAlert(servers[n % 3]?.url ?? first.url, browser, 'AAPL', `${1 + n}`));
    }
    await expect.poll(() => alertMails(email), { timeout: 30_000 }).toHaveLength(20);
    // Time for a second mail, if anything would send one.
    await sleep(3_000);
    expect(await alertMails(email)).toHaveLength(20);
    const counts = await query(
      `SELECT a.trigger_count, count(n.id)::int AS notifications
         FROM alerts a LEFT JOIN notifications n ON n.alert_id = a.id
        WHERE a.id = ANY($1::uuid[]) GROUP BY a.id, a.trigger_count`,
      [alerts.map((alert) => alert.id)],
    );
    expect(counts.rows).toEqual(alerts.map(() => ({ trigger_count: 1, notifications: 1 })));
    await Promise.all(servers.map((server) => server.stop()));
  }, 180_000);

  it('a process killed with -9 between the trigger and the send: another sends the mail, once', async () => {
    // An SMTP server that accepts connections and never answers: the first process's mail job
    // hangs mid-send, as if the process died there.
    const hanging: Socket[] = [];
    const blackHole: Server = createServer((socket) => hanging.push(socket));
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    const sink = await startSmtpSink();
    const alertMailsSent = () =>
      sink.received.filter((mail) => mail.raw.includes('MSFT rose above'));
    const port = (server: { address(): unknown }) => (server.address() as AddressInfo).port;

    // Sign-up mail goes through the outbox on a helper process; the alert's through SMTP.
    const helper = await startServer(baseEnv);
    const { browser, email } = await investor(helper.url);
    const alert = await createAlert(helper.url, browser, 'MSFT', '6000');
    await helper.stop();

    const timeouts = { MAIL_JOB_TIMEOUT_SECONDS: '2' };
    const victim = await startServer({
      ...baseEnv,
      ...timeouts,
      SMTP_URL: `smtp://127.0.0.1:${port(blackHole)}`,
    });
    const [live] = await follow([victim], 'MSFT');
    await sleep(500);
    finnhub.sendTrades([{ s: 'MSFT', p: 6001, t: Date.now(), v: 10 }]);
    // The trigger is committed (notification row) and the send has begun (a connection).
    await expect
      .poll(
        async () =>
          (await query('SELECT 1 FROM notifications WHERE alert_id = $1', [alert.id])).rowCount,
        {
          timeout: 10_000,
        },
      )
      .toBe(1);
    await expect.poll(() => hanging.length, { timeout: 10_000 }).toBeGreaterThan(0);
    live?.socket.close();
    expect(await victim.stop('SIGKILL')).toBeNull();

    const survivor = await startServer({
      ...baseEnv,
      ...timeouts,
      SMTP_URL: sink.url,
    });
    await expect
      .poll(() => alertMailsSent().length, {
        timeout: 30_000,
      })
      .toBe(1);
    expect(alertMailsSent()[0]?.raw).toMatch(new RegExp(`To: ${email}`));
    // Longer than a job timeout and a maintenance round: still one.
    await sleep(5_000);
    expect(alertMailsSent()).toHaveLength(1);
    const notifications = await query(
      'SELECT count(*)::int AS n FROM notifications WHERE alert_id = $1',
      [alert.id],
    );
    expect(notifications.rows[0]).toEqual({ n: 1 });

    await survivor.stop();
    for (const socket of hanging) socket.destroy();
    await new Promise<void>((resolve) => blackHole.close(() => resolve()));
    await sink.close();
  }, 180_000);
});

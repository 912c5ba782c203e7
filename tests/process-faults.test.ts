import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import {
  makeDataDir,
  openLiveSocket,
  ProcessBrowser,
  removeDataDirs,
  startServer,
  stopAllServers,
  waitForLink,
} from './processes.ts';

afterAll(async () => {
  await stopAllServers();
  await removeDataDirs();
});

const PASSWORD = 'correct horse battery';
const freshEmail = () => `fault-${Math.random().toString(36).slice(2, 10)}@example.com`;

async function signUp(url: string, browser: ProcessBrowser, email: string) {
  return browser.request(url, 'POST', '/api/auth/sign-up/email', {
    name: 'Edsger Dijkstra',
    email,
    password: PASSWORD,
  });
}

async function signedIn(url: string, databaseUrl: string): Promise<ProcessBrowser> {
  const browser = new ProcessBrowser();
  const email = freshEmail();
  expect((await signUp(url, browser, email)).status).toBe(200);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let token: string | null;
  try {
    const link = new URL(await waitForLink((text, values) => client.query(text, values), email));
    expect((await browser.request(url, 'GET', link.pathname + link.search)).status).toBe(302);
    token = link.searchParams.get('token');
  } finally {
    await client.end();
  }
  // Logging in with the link's token finishes verification and signs in (decision 016).
  const signIn = await browser.request(url, 'POST', '/api/auth/verify-email', {
    email,
    password: PASSWORD,
    token,
  });
  expect(signIn.status).toBe(200);
  return browser;
}

describe('SIGTERM while serving (embedded PostgreSQL)', () => {
  it('finishes the in-flight request, tells streams to reconnect, stops postgres cleanly', async () => {
    const DATA_DIR = await makeDataDir();
    const server = await startServer({ DATA_DIR });
    const live = await openLiveSocket(server.url);
    await live.next((message) => message.type === 'hello');

    // A sign-up hashes the password for a few hundred ms: it is still running at SIGTERM.
    const email = freshEmail();
    const inFlight = signUp(server.url, new ProcessBrowser(), email);
    await sleep(100);
    server.child.kill('SIGTERM');

    expect((await inFlight).status).toBe(200);
    expect(await live.next((message) => message.type === 'reconnect')).toMatchObject({
      type: 'reconnect',
    });
    expect((await live.closed).code).toBe(1012);
    expect(await server.exited).toBe(0);
    // postgres removes its pid file only on a clean shutdown.
    expect(existsSync(path.join(DATA_DIR, 'pg', 'postmaster.pid'))).toBe(false);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();

    // The acknowledged sign-up is there after a restart (decision 016: a pending sign-up row
    // until the mailbox is verified).
    const restarted = await startServer({ DATA_DIR });
    // Line 4 of postmaster.pid is the port; the password is in the generated secrets.
    const port = (await readFile(path.join(DATA_DIR, 'pg', 'postmaster.pid'), 'utf8')).split(
      '\n',
    )[3];
    const secrets = JSON.parse(await readFile(path.join(DATA_DIR, 'secrets.json'), 'utf8')) as {
      postgresPassword: string;
    };
    const client = new pg.Client({
      connectionString: `postgres://postgres:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${port}/tickerdeck`,
    });
    await client.connect();
    const signUps = async () =>
      (
        await client.query('SELECT count(*)::int AS n FROM pending_sign_up WHERE email = $1', [
          email,
        ])
      ).rows[0].n;
    expect(await signUps()).toBe(1); // made before the SIGTERM
    const again = await signUp(restarted.url, new ProcessBrowser(), email);
    expect(again.status).toBe(200);
    expect(await signUps()).toBe(2);
    await client.end();
    expect(await restarted.stop()).toBe(0);
  });
});

describe('PostgreSQL restarting under writes (DATABASE_URL)', () => {
  it('answers 503 database-unavailable while it is down, recovers alone, loses no acknowledged write', async () => {
    const clusterDir = path.join(await makeDataDir(), 'pg');
    const port = await freePort();
    const options = { clusterDir, password: 'restart-test', database: 'tickerdeck', port };
    let postgres = await startEmbeddedPostgres(options);
    const server = await startServer({ DATABASE_URL: postgres.url, DATA_DIR: await makeDataDir() });
    const browser = await signedIn(server.url, postgres.url);

    const acknowledged: string[] = [];
    const statuses = new Map<string, number>();
    let stop = false;
    let share = 0;
    const writer = (async () => {
      while (!stop) {
        share += 1;
        const response = await browser
          .request(server.url, 'POST', '/api/portfolio/positions', {
            symbol: 'AAPL',
            shares: share,
            purchasePrice: 50,
          })
          .catch((error: unknown) => error);
        if (!(response instanceof Response)) {
          statuses.set(`no answer: ${String(response)}`, 1);
          stop = true;
          break;
        }
        const body = (await response.json()) as {
          position?: { id: string };
          error?: { code: string; message: string };
        };
        const key = `${response.status} ${body.error?.code ?? ''}`.trim();
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        if (response.status === 201 && body.position) acknowledged.push(body.position.id);
        if (response.status === 503) {
          expect(body.error?.message).toBe(
            'The database is unavailable. Please try again shortly.',
          );
          await sleep(50);
        }
      }
    })();

    const phases: string[] = [];
    const mark = (phase: string) => phases.push(`${phase} at ${acknowledged.length} acks`);
    await sleep(1_000);
    const beforeRestart = acknowledged.length;
    mark('stopping');
    await postgres.stop();
    mark('stopped');
    await sleep(1_500);
    postgres = await startEmbeddedPostgres(options);
    mark('restarted');
    const restartedAt = acknowledged.length;
    for (let waited = 0; acknowledged.length === restartedAt && waited < 15_000; waited += 100) {
      await sleep(100);
    }
    mark('recovered');
    await sleep(300);
    stop = true;
    await writer;

    expect(beforeRestart, phases.join(', ')).toBeGreaterThan(0);
    expect(statuses.get('503 database-unavailable') ?? 0).toBeGreaterThan(0);
    const problems = server
      .output()
      .split('\n')
      .filter((line) => /"level":50|"statusCode":500|^\S*Error/.test(line))
      .map((line) => line.slice(0, 1_500))
      .join('\n');
    expect([...statuses.keys()].sort(), problems).toEqual(['201', '503 database-unavailable']);

    expect(acknowledged.length).toBeGreaterThan(restartedAt); // the pool recovered by itself
    const portfolio = (await (
      await browser.request(server.url, 'GET', '/api/portfolio')
    ).json()) as {
      portfolio: Array<{ id: string }>;
    };
    const stored = new Set(portfolio.portfolio.map((position) => position.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);

    // SIGKILL: a clean SIGTERM after a database restart sometimes hangs (see decision 012,
    // open issues); SIGTERM draining is tested above.
    await server.stop('SIGKILL');
    await postgres.stop();
  }, 45_000);
});

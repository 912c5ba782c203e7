import { readdir } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '#server/db/migrate.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
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

// Three server processes on one PostgreSQL (DATABASE_URL), as `npm run cluster` runs them.

let database: TestDatabase;
let servers: ServerProcess[] = [];
let env: Record<string, string>;

beforeAll(async () => {
  // Not migrated: the processes migrate it themselves, all at once.
  database = await createTestDatabase({ migrate: false });
  env = { DATABASE_URL: database.url, DATA_DIR: await makeDataDir() };
  servers = await Promise.all([startServer(env), startServer(env), startServer(env)]);
});
afterAll(async () => {
  await stopAllServers();
  await database.dispose();
  await removeDataDirs();
});

const server = (index: number) => {
  const found = servers[index];
  if (!found) throw new Error(`no server ${index}`);
  return found.url;
};

async function signedIn(): Promise<ProcessBrowser> {
  const browser = new ProcessBrowser();
  const email = `multi-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const password = 'correct horse battery';
  const signUp = await browser.request(server(0), 'POST', '/api/auth/sign-up/email', {
    name: 'Grace Hopper',
    email,
    password,
  });
  expect(signUp.status).toBe(200);
  const link = new URL(
    await waitForLink((text, values) => database.pool.query(text, values), email),
  );
  expect((await browser.request(server(1), 'GET', link.pathname + link.search)).status).toBe(302);
  // Logging in with the link's token finishes verification and signs in (decision 016).
  const signIn = await browser.request(server(2), 'POST', '/api/auth/verify-email', {
    email,
    password,
    token: link.searchParams.get('token'),
  });
  expect(signIn.status).toBe(200);
  return browser;
}

describe('several server processes on one PostgreSQL', () => {
  it('boot at once on a fresh database, each migration applied exactly once', async () => {
    const files = (await readdir(migrationsFolder)).filter((file) => file.endsWith('.sql'));
    const applied = await database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    );
    expect(applied.rows[0]?.n).toBe(files.length);
    for (const { url } of servers) {
      expect((await fetch(`${url}/api/ready`)).status).toBe(200);
    }
  });

  it('accept a session made on one process on every process', async () => {
    const browser = await signedIn();
    for (const { url } of servers) {
      const me = await browser.request(url, 'GET', '/api/me');
      expect(me.status).toBe(200);
    }
  });

  it('relay a change made through one process to a live stream open on another', async () => {
    const browser = await signedIn();
    const live = await openLiveSocket(server(1), browser.cookie);
    await live.next((message) => message.type === 'hello');
    const added = await browser.request(server(0), 'PUT', '/api/watchlist/AAPL');
    expect(added.status).toBe(200);
    expect(await live.next((message) => message.type === 'user-event')).toEqual({
      type: 'user-event',
      event: { type: 'watchlist-changed' },
    });
    live.socket.close();
  });

  it('keep every acknowledged write when a process is killed with -9 mid-stream', async () => {
    const browser = await signedIn();
    const victim = await startServer(env);
    const acknowledged: string[] = [];
    let failures = 0;
    let firstFailure: string | undefined;
    const writer = (async () => {
      for (let i = 0; i < 400 && failures === 0; i++) {
        try {
          const response = await browser.request(victim.url, 'POST', '/api/portfolio/positions', {
            symbol: 'MSFT',
            shares: i + 1,
            purchasePrice: 100,
          });
          if (response.status === 201) {
            acknowledged.push((await response.json()).position.id);
          } else {
            failures += 1;
            firstFailure ??= `${response.status} ${await response.text()}`;
          }
        } catch {
          failures += 1; // the connection died with the process: not acknowledged
        }
      }
    })();
    await sleep(1_500);
    victim.child.kill('SIGKILL');
    await writer;
    expect(await victim.exited).toBeNull();
    expect(acknowledged.length, firstFailure).toBeGreaterThan(0);

    const restarted = await startServer(env);
    const portfolio = await (await browser.request(restarted.url, 'GET', '/api/portfolio')).json();
    const stored = new Set(
      (portfolio.portfolio as Array<{ id: string }>).map((position) => position.id),
    );
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    await restarted.stop();
  });
});

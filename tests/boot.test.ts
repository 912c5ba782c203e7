import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase } from './database.ts';
import { embeddedDatabaseUrl } from './processes.ts';

const MAIN = path.resolve('src/server/main.ts');

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    // Only what the server needs: vitest's own process.env carries Vite's BASE_URL and MODE.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function listening(server: Server): Promise<string> {
  for (let waited = 0; waited < 30_000; waited += 50) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output());
    if (match?.[1]) return match[1];
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

const made: string[] = [];
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

async function dataDir() {
  // mkdtemp makes the directory 0700: the server must still be able to start in it.
  const dir = await mkdtemp(path.resolve('.tmp/boot-'));
  made.push(dir);
  return dir;
}
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('booting the server (main.ts) on its embedded PostgreSQL', () => {
  it('serves, refuses a second server on the same DATA_DIR, and stops cleanly on SIGTERM', async () => {
    const DATA_DIR = await dataDir();
    const first = start({ DATA_DIR });
    const url = await listening(first);
    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({
      status: 'ok',
      db: 'ok',
      marketData: 'ok',
      details: {
        marketData: { upstream: [{ provider: 'simulated', breaker: 'closed', pausedUntil: null }] },
      },
    });

    const second = start({ DATA_DIR });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `is using ${DATA_DIR}: its lock is ${DATA_DIR}/tickerdeck.lock`,
    );
    // The refused start changed nothing: the first server still answers.
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    const postgresPid = Number(
      (await readFile(`${DATA_DIR}/pg/postmaster.pid`, 'utf8')).split('\n')[0],
    );
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(isAlive(postgresPid)).toBe(false);
  });

  it('recovers after being killed with -9: the orphaned postgres is stopped and reused data starts', async () => {
    const DATA_DIR = await dataDir();
    const crashed = start({ DATA_DIR });
    await listening(crashed);
    crashed.child.kill('SIGKILL');
    await crashed.exited;

    const restarted = start({ DATA_DIR });
    const url = await listening(restarted);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect(restarted.output()).toContain('did not shut down cleanly');
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  });

  it('stops cleanly on a SIGTERM that comes while it is still starting', async () => {
    const DATA_DIR = await dataDir();
    const early = start({ DATA_DIR });
    for (let waited = 0; !early.output().includes('Tickerdeck starting'); waited += 20) {
      if (waited > 30_000 || early.child.exitCode !== null) throw new Error(early.output());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    early.child.kill('SIGTERM');
    expect(await early.exited).toBe(0);
    expect(early.output()).toContain('SIGTERM while starting');

    // Stopped, not killed: the embedded database and the data directory's lock were released.
    const next = start({ DATA_DIR });
    await listening(next);
    expect(next.output()).not.toContain('did not shut down cleanly');
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  });

  it('stops with a message naming the variable when configuration is invalid', async () => {
    const server = start({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT: /);
  });

  it('refuses to start in production without SMTP_URL, naming SMTP_URL and no mailbox', async () => {
    const server = start({ NODE_ENV: 'production', BASE_URL: 'https://deck.example' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/SMTP_URL: required when NODE_ENV=production/);
    // It once suggested MAIL_OUTBOX=1: a mailbox of reset links open to anyone.
    expect(server.output()).not.toMatch(/MAIL_OUTBOX|mailbox/i);
  });

  it('keeps production mail in the outbox unreadable without MAILBOX_TOKEN, even via a proxy', async () => {
    const MAILBOX_TOKEN = 'boot-test-operator-secret-0123456789';
    const origin = 'https://deck.example';
    const server = start({
      NODE_ENV: 'production',
      BASE_URL: origin,
      HOST: '127.0.0.1',
      DATA_DIR: await dataDir(),
      MAIL_OUTBOX: '1',
      MAILBOX_TOKEN,
      TRUST_PROXY: '127.0.0.1',
    });
    try {
      const url = await listening(server);
      const email = `boot-${Date.now()}@example.com`;
      const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Boot Test', email, password: 'secret12' }),
      });
      expect(signUp.status).toBe(200);
      const operator = { authorization: `Bearer ${MAILBOX_TOKEN}` };
      await expect
        .poll(async () => (await fetch(`${url}/dev/mailbox`, { headers: operator })).text(), {
          timeout: 10_000,
        })
        .toContain(email);
      const proxied: Array<Record<string, string>> = [
        {},
        { 'x-forwarded-for': '203.0.113.7' },
        { forwarded: 'for=1.2.3.4' },
      ];
      for (const headers of proxied) {
        for (const path of ['/dev/mailbox', '/dev/mailbox/', '/dev/mailbox?json=1']) {
          const answer = await fetch(`${url}${path}`, { headers });
          expect(answer.status, path).toBeGreaterThanOrEqual(400);
          expect(await answer.text(), path).not.toContain(email);
        }
      }
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('warns at boot when it shares DATABASE_URL with a generated AUTH_SECRET', async () => {
    const database = await createTestDatabase({ migrate: false });
    try {
      const server = start({ DATA_DIR: await dataDir(), DATABASE_URL: database.url });
      await listening(server);
      expect(server.output()).toMatch(/"level":40.*AUTH_SECRET is not set/);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await database.dispose();
    }
  });

  it('stops with a clear message when DATA_DIR cannot be written', async () => {
    const server = start({ DATA_DIR: '/dev/null/tickerdeck' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('DATA_DIR /dev/null/tickerdeck is not writable (ENOTDIR)');
  });

  it('a damaged secrets.json: doing what the message says starts the server, data kept', async () => {
    const DATA_DIR = await dataDir();
    const first = start({ DATA_DIR });
    await listening(first);
    const before = new pg.Client({ connectionString: await embeddedDatabaseUrl(DATA_DIR) });
    await before.connect();
    await before.query("CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here')");
    await before.end();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    await writeFile(path.join(DATA_DIR, 'secrets.json'), '{"authSecret": "trunc');
    const refused = start({ DATA_DIR });
    expect(await refused.exited).toBe(1);
    // The advice, followed: the file is deleted, nothing else.
    await unlink(path.join(DATA_DIR, 'secrets.json'));
    const restarted = start({ DATA_DIR });
    const url = await listening(restarted);
    expect((await fetch(`${url}/api/ready`)).status).toBe(200);
    const after = new pg.Client({ connectionString: await embeddedDatabaseUrl(DATA_DIR) });
    await after.connect();
    expect((await after.query('SELECT note FROM kept')).rows).toEqual([{ note: 'still here' }]);
    await after.end();
    expect(refused.output()).toContain(
      `${DATA_DIR}/secrets.json is damaged (not valid JSON). Restore it from a backup, or ` +
        'delete it and start again',
    );
    expect(restarted.output()).toContain('setting its password to that one');
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  });

  it('starts on a DATA_DIR whose stale lock names a pid now used by another process', async () => {
    const DATA_DIR = await dataDir();
    const unrelated = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      // As a server killed with -9 leaves it (an older one wrote the bare pid); the pid is
      // now another program's.
      await mkdir(DATA_DIR, { recursive: true });
      await writeFile(path.join(DATA_DIR, 'tickerdeck.lock'), String(unrelated.pid));
      const server = start({ DATA_DIR });
      const url = await listening(server);
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      expect(server.output()).toContain('did not shut down cleanly');
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      unrelated.kill();
    }
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { makeDataDir, removeDataDirs } from './processes.ts';

// `npm run cluster` (scripts/cluster.ts) as a supervisor, on a fresh checkout
// (no data directory, no AUTH_SECRET), its three servers run from source.

let database: TestDatabase;
let cluster: ChildProcess | undefined;
let output = '';
let ports: number[] = [];
let DATA_DIR = '';

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

async function threeFreePorts(): Promise<number[]> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const first = 20_000 + Math.floor(Math.random() * 30_000);
    const candidates = [first, first + 1, first + 2];
    if ((await Promise.all(candidates.map(portIsFree))).every(Boolean)) return candidates;
  }
  throw new Error('no three free consecutive ports');
}

const ready = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/ready`).then(
    (response) => response.status === 200,
    () => false,
  );

async function waitFor(what: string, check: () => Promise<boolean>, ms = 60_000) {
  for (const started = Date.now(); Date.now() - started < ms; await sleep(100)) {
    if (await check()) return;
  }
  throw new Error(`${what} within ${ms} ms:\n${output.slice(-3_000)}`);
}

/** The pid the supervisor last started on `port` (it prints one line per start). */
const pidOn = (port: number) => {
  const matches = [...output.matchAll(new RegExp(`tickerdeck on port ${port}: pid (\\d+)`, 'g'))];
  return Number(matches.at(-1)?.[1]);
};

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  DATA_DIR = path.join(await makeDataDir(), 'not-yet', 'data'); // as on a fresh checkout
  ports = await threeFreePorts();
  cluster = spawn(process.execPath, ['--import', 'tsx', path.resolve('scripts/cluster.ts'), '3'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: database.url,
      DATA_DIR,
      PORT: String(ports[0]),
      CLUSTER_FROM_SOURCE: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cluster.stdout?.on('data', (chunk) => (output += chunk));
  cluster.stderr?.on('data', (chunk) => (output += chunk));
});
afterAll(async () => {
  if (cluster && cluster.exitCode === null) {
    cluster.kill('SIGKILL');
    for (const port of ports) if (pidOn(port)) process.kill(pidOn(port), 'SIGKILL');
  }
  await database.dispose();
  await removeDataDirs();
});

describe('npm run cluster', () => {
  it('starts on a fresh checkout: no data directory, no AUTH_SECRET', async () => {
    await waitFor('three processes ready', async () =>
      (await Promise.all(ports.map(ready))).every(Boolean),
    );
    expect(existsSync(path.join(DATA_DIR, 'secrets.json'))).toBe(true);
  }, 90_000);

  it('restarts a process killed with -9 while the others keep serving', async () => {
    const [victimPort = 0, ...others] = ports;
    const victim = pidOn(victimPort);
    process.kill(victim, 'SIGKILL');
    await waitFor('the supervisor to see the death', async () =>
      output.includes(`tickerdeck on port ${victimPort} exited (SIGKILL)`),
    );
    for (const port of others) expect(await ready(port)).toBe(true);
    await waitFor('the killed process to serve again', () => ready(victimPort));
    expect(pidOn(victimPort)).not.toBe(victim);
    expect(cluster?.exitCode).toBeNull();
  }, 90_000);

  it('stops every process on SIGTERM, each draining, and exits 0', async () => {
    const pids = ports.map(pidOn);
    const exited = new Promise<number | null>((resolve) => cluster?.once('exit', resolve));
    cluster?.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
    expect(output.match(/"msg":"stopped"/g)).toHaveLength(3);
  }, 60_000);
});

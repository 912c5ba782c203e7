import { existsSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import {
  embeddedDatabaseUrl,
  isAlive,
  makeDataDir,
  postmasterPid,
  removeDataDirs,
  signedInBrowser,
  startServer,
  stopAllServers,
  type ProcessBrowser,
  type ServerProcess,
} from './processes.ts';

// The embedded PostgreSQL killed under a running server (main.ts, real
// processes). The server restarts it, or exits non-zero so an outer supervisor restarts it.

afterAll(async () => {
  await stopAllServers();
  await removeDataDirs();
});

let share = 0;
const addPosition = (server: ServerProcess, browser: ProcessBrowser) =>
  browser.request(server.url, 'POST', '/api/portfolio/positions', {
    symbol: 'AAPL',
    shares: (share += 1),
    purchasePrice: 50,
  });

async function killPostgres(dataDir: string): Promise<number> {
  const pid = await postmasterPid(dataDir);
  if (pid === undefined) throw new Error('no postmaster.pid');
  process.kill(pid, 'SIGKILL');
  while (isAlive(pid)) await sleep(20);
  return pid;
}

/** Milliseconds from SIGTERM to the process's exit, and its exit code. */
async function timedStop(server: ServerProcess) {
  const started = performance.now();
  const code = await server.stop('SIGTERM');
  return { code, ms: performance.now() - started };
}

describe('the embedded PostgreSQL killed with -9 under a running server', () => {
  it('is restarted: writes succeed again, and SIGTERM afterwards stops both promptly', async () => {
    const DATA_DIR = await makeDataDir();
    const server = await startServer({ DATA_DIR });
    const browser = await signedInBrowser(server.url, await embeddedDatabaseUrl(DATA_DIR));
    expect((await addPosition(server, browser)).status).toBe(201);

    const killed = await killPostgres(DATA_DIR);
    const statuses = new Set<number>();
    let recovered = false;
    // Today's bound for a restart is a few seconds; 30 s only separates "recovers" from "never".
    for (const started = performance.now(); performance.now() - started < 30_000;) {
      const response = await addPosition(server, browser);
      statuses.add(response.status);
      if (response.status === 201) {
        recovered = true;
        break;
      }
      expect(response.status, await response.text()).toBe(503);
      await sleep(100);
    }
    expect(recovered, server.output().slice(-3_000)).toBe(true);
    expect(await postmasterPid(DATA_DIR)).not.toBe(killed);
    expect(server.output()).toContain('embedded PostgreSQL stopped unexpectedly');

    const pid = await postmasterPid(DATA_DIR);
    const { code, ms } = await timedStop(server);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
    expect(pid !== undefined && isAlive(pid)).toBe(false);
    // Stopped cleanly: postgres removes its pid file only then.
    expect(existsSync(path.join(DATA_DIR, 'pg', 'postmaster.pid'))).toBe(false);
  }, 90_000);

  it('exits non-zero, saying why, when it cannot be restarted', async () => {
    const DATA_DIR = await makeDataDir();
    const server = await startServer({ DATA_DIR });
    // A cluster postgres refuses to start on: every restart attempt fails.
    await rename(path.join(DATA_DIR, 'pg', 'PG_VERSION'), path.join(DATA_DIR, 'pg', 'PG_V'));
    await killPostgres(DATA_DIR);
    const code = await Promise.race([server.exited, sleep(60_000, 'still running')]);
    expect(code, server.output().slice(-3_000)).toBe(1);
    expect(server.output()).toMatch(
      /embedded PostgreSQL could not be restarted after \d+ attempts/,
    );
  }, 90_000);

  it('stops promptly on SIGTERM while the database is down', async () => {
    const DATA_DIR = await makeDataDir();
    const server = await startServer({ DATA_DIR });
    await rename(path.join(DATA_DIR, 'pg', 'PG_VERSION'), path.join(DATA_DIR, 'pg', 'PG_V'));
    await killPostgres(DATA_DIR);
    await sleep(500);
    const { code, ms } = await timedStop(server);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
  }, 90_000);
});

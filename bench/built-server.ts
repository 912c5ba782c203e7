import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const MAIN = path.resolve('dist/server/main.js');

/**
 * The outbox is the benches' mail server; in production it is read only with this operator
 * secret (docs/decisions/067).
 */
export const BENCH_MAILBOX_TOKEN = 'bench-operator-mailbox-token-0123456789';

/**
 * A bench's clients are many users from one loopback address: the per-address connection cap
 * (64 by default, docs/decisions/068) would measure itself. bench/live-abuse.ts keeps it on.
 */
export const BENCH_CONNECTIONS_PER_ADDRESS = '100000';

export interface Started {
  msToFirstHealthy: number;
  pid: number;
  url: string;
  stop(): Promise<void>;
}

/** Starts the built server and measures the time until /api/health first answers 200. */
export async function startServer(
  dataDir: string,
  extraEnv: Record<string, string> = {},
  main = MAIN,
): Promise<Started> {
  const started = performance.now();
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      BASE_URL: 'http://localhost',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // No mail server here: production refuses to start without SMTP_URL unless asked.
      MAIL_OUTBOX: '1',
      MAILBOX_TOKEN: BENCH_MAILBOX_TOKEN,
      MAX_CONNECTIONS_PER_ADDRESS: BENCH_CONNECTIONS_PER_ADDRESS,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  let url: string | undefined;
  while (performance.now() - started < 60_000) {
    url ??= /Server listening at (http:\/\/[\d.]+:\d+)/.exec(output)?.[1];
    if (url) {
      const ok = await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
    }
    await sleep(5);
  }
  if (!url) throw new Error(`server did not start:\n${output}`);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    msToFirstHealthy: Math.round(performance.now() - started),
    pid: child.pid ?? 0,
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

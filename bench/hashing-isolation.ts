// Does password hashing starve the rest of the server? 40 sign-ins arrive at
// once (each a full scrypt at N=2^17), each from its own loopback address so the per-address
// limits do not refuse them, while one other client keeps fetching a static JS file, a cached
// quote and /api/health one after another. Runs the built server as its own process.
import http from 'node:http';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { startServer } from './built-server.ts';
import { fillPath } from '#shared/platform/contract.ts';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { marketDataContract } from '#shared/market-data/market-data.contract.ts';
import { healthContract } from '#shared/health/health.contract.ts';

const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 40);
const ORIGIN = 'http://localhost';

function send(
  url: string,
  options: { method?: string; body?: unknown; localAddress?: string; agent?: http.Agent } = {},
): Promise<{ status: number; ms: number }> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        agent: options.agent ?? false,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        headers: {
          origin: ORIGIN,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return Math.round(value * 10) / 10;
};
const summary = (values: number[]) => ({
  n: values.length,
  p50Ms: percentile(values, 50),
  p99Ms: percentile(values, 99),
  maxMs: percentile(values, 100),
});

/** The largest hashed JS file of the built client (what a first visit waits for). */
async function staticAsset(): Promise<string> {
  const dir = path.resolve('dist/client/assets');
  const files = (await readdir(dir)).filter((name) => name.endsWith('.js'));
  const sizes = await Promise.all(
    files.map(async (name) => (await stat(path.join(dir, name))).size),
  );
  const largest = files[sizes.indexOf(Math.max(...sizes))];
  if (!largest) throw new Error('no built JS asset: run npm run build');
  return `/assets/${largest}`;
}

/**
 * The same 40 sign-ins from one address, and 0.5 s later one real user's sign-in from another:
 * how long does that user wait? (Hashes take turns per address; one address may have 8 open.)
 */
async function burstFromOneAddress(url: string) {
  const attempt = (localAddress: string, i: number) =>
    send(`${url}${accountContract.signIn.path}`, {
      method: 'POST',
      localAddress,
      body: { email: `burst-${i}-${Date.now()}@example.com`, password: 'wrong password 123' },
    });
  const burst = Promise.all(Array.from({ length: SIGN_INS }, (_, i) => attempt('127.0.1.2', i)));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const realUser = await attempt('127.0.1.3', -1);
  const statuses: Record<string, number> = {};
  for (const { status } of await burst) statuses[status] = (statuses[status] ?? 0) + 1;
  return { burstStatuses: statuses, realUserSignInMs: Math.round(realUser.ms) };
}

export async function benchHashingIsolation() {
  const dataDir = await mkdtemp(path.resolve('.tmp/bench-'));
  const server = await startServer(dataDir, { MAIL_OUTBOX: '1' });
  try {
    const asset = await staticAsset();
    const probes = {
      staticAsset: asset,
      cachedQuote: fillPath(marketDataContract.quote.path, { symbol: 'AAPL' }),
      health: healthContract.health.path,
    };
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (const url of Object.values(probes)) await send(server.url + url, { agent }); // warm caches
    const idle: Record<string, number[]> = { staticAsset: [], cachedQuote: [], health: [] };
    for (let round = 0; round < 20; round++) {
      for (const [name, url] of Object.entries(probes)) {
        idle[name]?.push((await send(server.url + url, { agent })).ms);
      }
    }

    let signingIn = true;
    const during: Record<string, number[]> = { staticAsset: [], cachedQuote: [], health: [] };
    const probing = (async () => {
      while (signingIn) {
        for (const [name, url] of Object.entries(probes)) {
          during[name]?.push((await send(server.url + url, { agent })).ms);
        }
      }
    })();
    // Unknown e-mails: better-auth hashes the password anyway (timing), as for a real account.
    const signIns = await Promise.all(
      Array.from({ length: SIGN_INS }, (_, i) =>
        send(`${server.url}${accountContract.signIn.path}`, {
          method: 'POST',
          localAddress: `127.0.0.${i + 2}`,
          body: { email: `bench-${i}-${Date.now()}@example.com`, password: 'wrong password 123' },
        }),
      ),
    );
    signingIn = false;
    await probing;
    agent.destroy();

    const statuses: Record<string, number> = {};
    for (const { status } of signIns) statuses[status] = (statuses[status] ?? 0) + 1;
    const oneAddress = await burstFromOneAddress(server.url);
    return {
      concurrentSignIns: SIGN_INS,
      signInLatency: { ...summary(signIns.map((s) => s.ms)), statuses },
      duringSignIns: {
        staticAsset: summary(during.staticAsset ?? []),
        cachedQuote: summary(during.cachedQuote ?? []),
        health: summary(during.health ?? []),
      },
      oneAddressBurst: oneAddress,
      idle: {
        staticAsset: summary(idle.staticAsset ?? []),
        cachedQuote: summary(idle.cachedQuote ?? []),
        health: summary(idle.health ?? []),
      },
    };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchHashingIsolation(), null, 2));
}

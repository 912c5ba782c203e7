// The benchmark: write latency of watchlist/portfolio adds and removes under 100
// concurrent signed-in users, and how long a change takes to reach the same user's other tab
// over the live stream. Runs the built server as its own process, on its embedded PostgreSQL
// and on DATABASE_URL (the machine's server, a fresh database). Loopback only, bounded.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import WebSocket from 'ws';
import { scratchDir } from './scratch-dir.ts';
import { fillPath } from '#shared/platform/contract.ts';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { watchlistContract } from '#shared/watchlist/watchlist.contract.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { BENCH_CONNECTIONS_PER_ADDRESS } from './built-server.ts';

const USERS = Number(process.env.BENCH_USERS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SYMBOLS = ['AAPL', 'MSFT', 'GOOGL', 'AMZN', 'NVDA', 'META', 'TSLA', 'AMD'];

interface Server {
  url: string;
  origin: string;
  mailDb: pg.Pool;
  stop(): Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    // info: the 'Server listening at' line tells the port; request lines are dropped below.
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      LOG_LEVEL: 'info',
      MAX_CONNECTIONS_PER_ADDRESS: BENCH_CONNECTIONS_PER_ADDRESS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
    if (/listening at/.test(output)) child.stdout.off('data', collect).resume();
  };
  child.stdout.on('data', collect);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  for (let waited = 0; !/listening at (http:\/\/[\d.]+:\d+)/.test(output); waited += 50) {
    if (waited > 60_000 || child.exitCode !== null)
      throw new Error(`server did not start: ${output}`);
    await sleep(50);
  }
  const url = /listening at (http:\/\/[\d.]+:\d+)/.exec(output)?.[1] ?? '';
  const mailDb = new pg.Pool({
    connectionString: env.DATABASE_URL ?? (await embeddedUrl(env.DATA_DIR ?? '')),
    max: 2,
  });
  return {
    url,
    origin: env.BASE_URL ?? '',
    mailDb,
    async stop() {
      await mailDb.end();
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The server's own embedded PostgreSQL, found from its data directory. */
async function embeddedUrl(dataDir: string): Promise<string> {
  const secrets = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8'));
  const port = (await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[3];
  return `postgres://postgres:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${port}/tickerdeck`;
}

interface Answer {
  status: number;
  ok: boolean;
  json(): Promise<unknown>;
}

/**
 * One browser: cookies, and a loopback address of its own (127.1.x.y) so the per-address
 * sign-up and sign-in limits see distinct people, as they would in real use.
 */
class Client {
  cookie = '';
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  constructor(
    private server: Server,
    readonly localAddress: string,
  ) {}
  send(method: string, url: string, body?: unknown): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const request = http.request(
        new URL(url, this.server.url),
        {
          method,
          agent: this.agent,
          localAddress: this.localAddress,
          headers: {
            origin: this.server.origin,
            ...(this.cookie ? { cookie: this.cookie } : {}),
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => {
            const set = (response.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);
            if (set.length) this.cookie = set.join('; ');
            const status = response.statusCode ?? 0;
            resolve({
              status,
              ok: status >= 200 && status < 300,
              json: async () => JSON.parse(text),
            });
          });
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }
}

async function signedIn(server: Server, index: number): Promise<Client> {
  const client = new Client(server, `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`);
  const email = `bench-${index}-${Date.now()}@example.com`;
  const password = 'bench password 123';
  await client.send('POST', accountContract.signUp.path, {
    name: `Bench ${index}`,
    email,
    password,
  });
  let link: string | undefined;
  for (let waited = 0; !link; waited += 100) {
    if (waited > 60_000) throw new Error(`no verification mail for ${email}`);
    const { rows } = await server.mailDb.query('SELECT text FROM mail_outbox WHERE "to" = $1', [
      email,
    ]);
    link = /(https?:\/\/\S+)/.exec(rows[0]?.text ?? '')?.[1];
    if (!link) await sleep(100);
  }
  // Logging in with the mailed link's token finishes verification and signs in (decision 016).
  const response = await client.send('POST', accountContract.verifyEmail.path, {
    email,
    password,
    token: new URL(link).searchParams.get('token'),
    rememberMe: false,
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return client;
}

/** A second tab of the same user: resolves each user event with its arrival time. */
function otherTab(server: Server, client: Client) {
  // From the user's own address: the server caps live streams per address (decision 013).
  const socket = new WebSocket(server.url.replace('http', 'ws') + '/api/live', {
    headers: { origin: server.origin, cookie: client.cookie },
    localAddress: client.localAddress,
  });
  const arrivals: number[] = [];
  socket.on('message', (data) => {
    if (JSON.parse(String(data)).type === 'user-event') arrivals.push(performance.now());
  });
  return { socket, arrivals, open: new Promise((resolve) => socket.once('open', resolve)) };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    Math.round(
      (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) * 10,
    ) / 10
  );
};

async function run(server: Server) {
  const clients = await Promise.all(Array.from({ length: USERS }, (_, i) => signedIn(server, i)));
  const tabs = clients.map((client) => otherTab(server, client));
  await Promise.all(tabs.map((tab) => tab.open));
  const latency: Record<string, number[]> = {
    watchlistAdd: [],
    watchlistRemove: [],
    positionAdd: [],
    positionRemove: [],
  };
  const receipt: number[] = [];
  const timed = async (kind: string, tab: (typeof tabs)[number], work: () => Promise<Answer>) => {
    const before = tab.arrivals.length;
    const started = performance.now();
    const response = await work();
    latency[kind]?.push(performance.now() - started);
    if (!response.ok) throw new Error(`${kind}: ${response.status}`);
    for (let waited = 0; tab.arrivals.length <= before && waited < 5_000; waited += 2)
      await sleep(2);
    const arrived = tab.arrivals[before];
    if (arrived !== undefined) receipt.push(arrived - started);
    return response;
  };
  await Promise.all(
    clients.map(async (client, i) => {
      const tab = tabs[i];
      if (!tab) return;
      for (let round = 0; round < ROUNDS; round++) {
        const symbol = SYMBOLS[(i + round) % SYMBOLS.length] ?? 'AAPL';
        await timed('watchlistAdd', tab, () =>
          client.send('PUT', fillPath(watchlistContract.addToWatchlist.path, { symbol })),
        );
        await timed('watchlistRemove', tab, () =>
          client.send('DELETE', fillPath(watchlistContract.removeFromWatchlist.path, { symbol })),
        );
        const added = await timed('positionAdd', tab, () =>
          client.send('POST', portfolioContract.addPosition.path, {
            symbol,
            shares: 1.5,
            purchasePrice: 100.25,
          }),
        );
        const { position } = (await added.json()) as { position: { id: string } };
        await timed('positionRemove', tab, () =>
          client.send(
            'DELETE',
            fillPath(portfolioContract.removePosition.path, { id: position.id }),
          ),
        );
      }
    }),
  );
  for (const tab of tabs) tab.socket.close();
  return {
    users: USERS,
    writes: Object.values(latency).reduce((n, list) => n + list.length, 0),
    latencyMs: Object.fromEntries(
      Object.entries(latency).map(([kind, list]) => [
        kind,
        { p50: percentile(list, 50), p99: percentile(list, 99) },
      ]),
    ),
    otherTabReceiptMs: {
      p50: percentile(receipt, 50),
      p99: percentile(receipt, 99),
      received: receipt.length,
    },
  };
}

export async function benchUserData(
  machineDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/test',
) {
  const figures: Record<string, unknown> = {};
  const dataDir = await scratchDir('bench-user-data');
  const base = {
    BASE_URL: 'http://localhost',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
  };
  const embedded = await startServer({ ...base, DATA_DIR: dataDir });
  try {
    figures.embedded = await run(embedded);
  } finally {
    await embedded.stop();
    await rm(dataDir, { recursive: true, force: true });
  }

  const admin = new pg.Client({ connectionString: machineDatabaseUrl });
  const name = `tickerdeck_bench_${Date.now()}`;
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    return { ...figures, databaseUrl: `not measured: ${(error as Error).message}` };
  }
  const url = new URL(machineDatabaseUrl);
  url.pathname = `/${name}`;
  const external = await startServer({
    ...base,
    DATABASE_URL: url.toString(),
    DATA_DIR: await scratchDir('bench'),
  });
  try {
    figures.databaseUrl = await run(external);
  } finally {
    await external.stop();
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchUserData(), null, 2));
}

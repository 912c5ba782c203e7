import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './database.ts';
import {
  makeDataDir,
  ORIGIN,
  removeDataDirs,
  signedInBrowser,
  startServer,
  stopAllServers,
} from './processes.ts';

// SIGTERM while requests are on their way. Every request whose bytes the
// client has written gets a whole answer; the listener closes first, so new connections are
// refused (25 of 40 got ECONNRESET before).

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(async () => {
  await stopAllServers();
  await database.dispose();
  await removeDataDirs();
});

interface Sent {
  /** Resolves once the whole request is written to a connected socket. */
  written: Promise<void>;
  answer: Promise<{ status: number; body: string }>;
}

/** A request through node:http, whose 'finish' says the request left this process. */
function send(url: string, options: http.RequestOptions, body?: string): Sent {
  let written: () => void = () => undefined;
  const writtenPromise = new Promise<void>((resolve) => (written = resolve));
  const answer = new Promise<{ status: number; body: string }>((resolve) => {
    const request = http.request(url, options, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on('error', (error) => resolve({ status: 0, body: String(error) }));
    });
    // Written: the request's bytes handed to a connected socket (a new socket queues them
    // until it connects).
    let finished = false;
    let connected = false;
    const check = () => finished && connected && written();
    request.on('finish', () => {
      finished = true;
      check();
    });
    request.on('socket', (socket) => {
      const onConnect = () => {
        connected = true;
        check();
      };
      if (socket.connecting) socket.once('connect', onConnect);
      else onConnect();
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      written();
      resolve({ status: 0, body: error.code ?? String(error) });
    });
    request.end(body);
  });
  return { written: writtenPromise, answer };
}

describe('SIGTERM with requests in flight', () => {
  it('answers all 40 requests sent before it, then refuses new connections', async () => {
    const server = await startServer({
      DATABASE_URL: database.url,
      DATA_DIR: await makeDataDir(),
    });
    const browser = await signedInBrowser(server.url, database.url);
    // Keep-alive connections that already served a request, as a browser or proxy holds them.
    const agent = new http.Agent({ keepAlive: true });
    const addPosition = (shares: number) =>
      send(
        `${server.url}/api/portfolio/positions`,
        {
          method: 'POST',
          agent,
          headers: { origin: ORIGIN, cookie: browser.cookie, 'content-type': 'application/json' },
        },
        JSON.stringify({ symbol: 'MSFT', shares, purchasePrice: 100 }),
      );
    const warm = await Promise.all(Array.from({ length: 10 }, (_, i) => addPosition(1000 + i)));
    const warmAnswers = await Promise.all(warm.map((sent) => sent.answer));
    expect(warmAnswers.map((answer) => answer.status)).toEqual(Array(10).fill(201));

    // One user's writes take turns (decision 010): most of the 40 are still waiting at SIGTERM.
    const inFlight = Array.from({ length: 40 }, (_, i) => addPosition(i + 1));
    await Promise.all(inFlight.map((sent) => sent.written));
    server.child.kill('SIGTERM');
    for (let waited = 0; waited < 10_000; waited += 5) {
      if (server.output().includes('no longer accepting connections')) break;
      await sleep(5);
    }
    const late = await send(`${server.url}/api/health`, { agent: false }).answer;

    const answers = await Promise.all(inFlight.map((sent) => sent.answer));
    expect(answers.filter((answer) => answer.status !== 201)).toEqual([]);
    expect(late).toEqual({ status: 0, body: 'ECONNREFUSED' });
    expect(await server.exited).toBe(0);
    agent.destroy();

    // Every 201 is a stored row: 10 warm-up positions and the 40.
    const stored = await database.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM portfolio_transactions WHERE symbol = 'MSFT'",
    );
    expect(stored.rows[0]?.n).toBe(50);
  });
});

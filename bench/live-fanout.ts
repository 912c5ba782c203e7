import { fork } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { LIVE_STREAM_PATH } from '#shared/platform/live.ts';
import { startBenchDatabase } from './bench-database.ts';

// 2,000 open live streams watching the same symbols; the server (a child process, so its RSS
// is its own) receives provider trades; we measure trade → quote received at each client and
// the server's RSS per open stream. Latency includes the clients' own event loop (one process
// for all 2,000), so it is an upper bound.

const STREAMS = 2_000;
const SYMBOLS = ['AAPL', 'MSFT', 'NVDA'];
/** Two tick rates: a steady trickle, and a busy market (several trades a second per page). */
const RUNS = [
  { ticksPerSecond: 2, ticks: 12 },
  { ticksPerSecond: 6, ticks: 24 },
];
const ORIGIN = 'http://localhost:3213';

interface Child {
  send(message: object): void;
  next<T>(type: string): Promise<T>;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? null;
}

export async function benchLiveFanout() {
  const db = await startBenchDatabase();
  const child = fork(path.resolve('bench/live-fanout-server.ts'), [db.url, ORIGIN], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const control: Child = {
    send: (message) => child.send(message),
    next: (type) =>
      new Promise((resolve) => {
        const listener = (message: { type: string }) => {
          if (message.type !== type) return;
          child.off('message', listener);
          resolve(message as never);
        };
        child.on('message', listener);
      }),
  };
  const sockets: WebSocket[] = [];
  try {
    const { url } = await control.next<{ url: string }>('ready');
    const wsUrl = url.replace('http', 'ws') + LIVE_STREAM_PATH;
    await sleep(1_000);
    control.send({ type: 'rss' });
    const idleRss = (await control.next<{ rss: number }>('rss')).rss;

    const latencies: number[] = [];
    let measuring = false;
    const openOne = () =>
      new Promise<void>((resolve, reject) => {
        const socket = new WebSocket(wsUrl, { headers: { origin: ORIGIN } });
        sockets.push(socket);
        socket.on('message', (data) => {
          const received = Date.now();
          const message = JSON.parse(String(data)) as { type: string; quote?: { time: string } };
          if (message.type === 'hello') {
            socket.send(JSON.stringify({ type: 'subscribe', symbols: SYMBOLS }));
            resolve();
          } else if (message.type === 'quote' && measuring && message.quote) {
            latencies.push(received - Date.parse(message.quote.time));
          }
        });
        socket.on('error', reject);
      });
    for (let i = 0; i < STREAMS; i += 100) {
      await Promise.all(Array.from({ length: Math.min(100, STREAMS - i) }, openOne));
    }
    // Warm up: the first trade of each symbol fetches its base quote.
    for (const symbol of SYMBOLS) control.send({ type: 'tick', symbol, price: 100 });
    await sleep(1_000);
    control.send({ type: 'rss' });
    const openRss = (await control.next<{ rss: number }>('rss')).rss;

    const runs = [];
    for (const run of RUNS) {
      latencies.length = 0;
      measuring = true;
      for (let i = 0; i < run.ticks; i++) {
        const symbol = SYMBOLS[i % SYMBOLS.length] ?? 'AAPL';
        control.send({ type: 'tick', symbol, price: 100 + i / 100 });
        await sleep(1_000 / run.ticksPerSecond);
      }
      await sleep(500);
      measuring = false;
      const sorted = [...latencies].sort((a, b) => a - b);
      runs.push({
        ...run,
        quotesExpected: run.ticks * STREAMS,
        quotesReceived: sorted.length,
        tickToReceivedMs: {
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
          max: sorted[sorted.length - 1] ?? null,
        },
      });
    }
    return {
      openStreams: STREAMS,
      symbolsWatchedPerStream: SYMBOLS.length,
      runs,
      serverRssMiB: { idle: mib(idleRss), with2000Streams: mib(openRss) },
      serverRssKiBPerStream: Math.round((openRss - idleRss) / STREAMS / 102.4) / 10,
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    control.send({ type: 'stop' });
    await new Promise((resolve) => child.once('exit', resolve));
    await db.stop();
  }
}

const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

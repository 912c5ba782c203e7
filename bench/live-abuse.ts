// 1,000 live streams × 100 distinct made-up symbols subscribe, then all
// disconnect, against the built server in its own process (embedded PostgreSQL, simulated
// provider). Measured: /api/health latency from a steady prober during the abuse, and the
// server's own event-loop delay (bench/loop-delay-probe.mjs, preloaded). The streams come from
// 100 loopback addresses (127.0.1.1–127.0.1.100, 10 each), under the per-address stream cap,
// so the figure shows the hub's own cost rather than the cap refusing sockets.
// Run alone: `npm run build && node --import tsx bench/live-abuse.ts`.
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import WebSocket from 'ws';
import { LIVE_STREAM_PATH } from '#shared/platform/live.ts';
import { BENCH_MAILBOX_TOKEN } from './built-server.ts';
import { scratchDir } from './scratch-dir.ts';
import { healthContract } from '#shared/health/health.contract.ts';

const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 1_000);
const SYMBOLS_PER_STREAM = 100;
const ADDRESSES = 100;
const ORIGIN = 'http://localhost';
const TARGET_HEALTH_P99_MS = 50;
// For side-by-side runs and profiles: another build of the server (e.g. a copy of an older
// dist/) and extra node flags for it (`--cpu-prof --cpu-prof-dir=.tmp/prof`).
const SERVER_ENTRY = process.env.BENCH_LIVE_SERVER ?? 'dist/server/main.js';
const SERVER_NODE_FLAGS = (process.env.BENCH_LIVE_NODE_FLAGS ?? '').split(' ').filter(Boolean);

interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

async function startProbedServer(dataDir: string) {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', './bench/loop-delay-probe.mjs', SERVER_ENTRY],
    {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        BASE_URL: ORIGIN,
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        MAIL_OUTBOX: '1',
        MAILBOX_TOKEN: BENCH_MAILBOX_TOKEN,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const port = await listeningPort(child);
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; !(await healthy(url)); waited += 50) {
    if (waited > 60_000) throw new Error('server did not become healthy');
    await sleep(50);
  }
  return {
    url,
    send: (message: object) => child.send(message),
    loopDelay: () =>
      new Promise<LoopDelay>((resolve) => {
        child.once('message', (message) => {
          const { p50, p99, max } = message as LoopDelay;
          resolve({ p50, p99, max });
        });
        child.send({ type: 'loop-delay-read' });
      }),
    async stop() {
      child.disconnect();
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The port from the server's 'Server listening at' log line; later lines are dropped. */
async function listeningPort(child: ChildProcess): Promise<number> {
  let output = '';
  const collect = (chunk: Buffer) => (output += String(chunk));
  child.stdout?.on('data', collect);
  for (let waited = 0; waited < 60_000; waited += 50) {
    const found = /listening at http:\/\/[\d.]+:(\d+)/.exec(output)?.[1];
    if (found) {
      child.stdout?.off('data', collect).resume();
      return Number(found);
    }
    if (child.exitCode !== null) break;
    await sleep(50);
  }
  throw new Error(`server did not start: ${output}`);
}

const healthy = (url: string) =>
  fetch(`${url}${healthContract.health.path}`).then(
    (r) => r.ok,
    () => false,
  );

/**
 * Asks /api/health one request at a time (10 ms apart) until stopped. In a worker thread: the
 * 1,000 benchmark sockets share this process's main event loop and would otherwise delay the
 * prober's own timing, which must show the server's answer time only.
 */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
const latencies = [];
let running = true;
parentPort.on('message', () => (running = false));
(async () => {
  while (running) {
    const started = performance.now();
    await fetch(workerData.url).then((r) => r.arrayBuffer());
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  parentPort.postMessage(latencies);
})();
`;

function probeHealth(url: string) {
  const worker = new Worker(PROBER, {
    eval: true,
    workerData: { url: `${url}${healthContract.health.path}` },
  });
  const result = new Promise<number[]>((resolve) => worker.once('message', resolve));
  return {
    async stop() {
      worker.postMessage('stop');
      const latencies = await result;
      await worker.terminate();
      return summary(latencies);
    },
  };
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0) * 10) / 10;
  return { requests: sorted.length, p50: at(0.5), p99: at(0.99), max: at(1) };
}

/** One abusive stream: subscribes to 100 made-up symbols of its own; counts refusals. */
function openStream(wsUrl: string, index: number, outcome: { errors: number; refused: number }) {
  return new Promise<WebSocket>((resolve) => {
    const socket = new WebSocket(wsUrl, {
      headers: { origin: ORIGIN },
      localAddress: `127.0.1.${(index % ADDRESSES) + 1}`,
    });
    const symbols = Array.from({ length: SYMBOLS_PER_STREAM }, (_, j) => `Q${index}X${j}`);
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string };
      if (message.type === 'hello') {
        socket.send(JSON.stringify({ type: 'subscribe', symbols }));
        resolve(socket);
      } else if (message.type === 'error') outcome.errors++;
    });
    socket.on('close', (code) => {
      if (code >= 4000) outcome.refused++;
      resolve(socket);
    });
    socket.on('error', () => resolve(socket));
  });
}

export async function benchLiveAbuse() {
  const dataDir = await scratchDir('bench-live-abuse');
  const server = await startProbedServer(dataDir);
  const wsUrl = server.url.replace('http', 'ws') + LIVE_STREAM_PATH;
  try {
    await sleep(1_000);
    const baseline = probeHealth(server.url);
    await sleep(2_000);
    const idle = await baseline.stop();

    server.send({ type: 'loop-delay-reset' });
    const outcome = { errors: 0, refused: 0 };
    const duringSubscribe = probeHealth(server.url);
    const sockets: WebSocket[] = [];
    for (let i = 0; i < STREAMS; i += 100) {
      const batch = Array.from({ length: Math.min(100, STREAMS - i) }, (_, k) =>
        openStream(wsUrl, i + k, outcome),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    await sleep(2_000);
    const subscribe = await duringSubscribe.stop();
    const subscribeLoop = await server.loopDelay();

    server.send({ type: 'loop-delay-reset' });
    const duringDisconnect = probeHealth(server.url);
    for (const socket of sockets) socket.close();
    await sleep(2_000);
    const disconnect = await duringDisconnect.stop();
    const disconnectLoop = await server.loopDelay();

    return {
      streams: STREAMS,
      symbolsPerStream: SYMBOLS_PER_STREAM,
      clientAddresses: `${ADDRESSES} loopback addresses (127.0.1.x), ${STREAMS / ADDRESSES} streams each`,
      subscribesRefusedWithError: outcome.errors,
      streamsClosedByServer: outcome.refused,
      healthMs: {
        targetP99: TARGET_HEALTH_P99_MS,
        idle,
        whileSubscribing: subscribe,
        whileDisconnecting: disconnect,
        p99: Math.max(subscribe.p99, disconnect.p99),
      },
      serverEventLoopDelayMs: {
        p99: Math.max(subscribeLoop.p99, disconnectLoop.p99),
        max: Math.max(subscribeLoop.max, disconnectLoop.max),
        whileSubscribing: subscribeLoop,
        whileDisconnecting: disconnectLoop,
      },
    };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify({ liveAbuse: await benchLiveAbuse() }, null, 2));
}

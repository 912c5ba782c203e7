import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LIVE_STREAM_PATH, type ServerMessage } from '../../../shared/live.ts';
import { buildTestApp, testConfig, testMarketData } from '../../../../tests/app.ts';
import { createTestDatabase, type TestDatabase } from '../../../../tests/database.ts';
import {
  createTestProvider,
  type TestProvider,
} from '../../../../tests/market-data/test-provider.ts';
import type { MarketDataService } from '../../market-data/service/market-data-service.ts';

const ORIGIN = 'http://deck.test';
let database: TestDatabase;
let app: FastifyInstance | undefined;
let provider: TestProvider;
let service: MarketDataService;
let url: string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
  await app?.close();
  app = undefined;
});

async function start(
  options: { withStream?: boolean; userOf?: (token: string) => string; heartbeatMs?: number } = {},
) {
  provider = createTestProvider({ withStream: options.withStream ?? true });
  const { userOf } = options;
  service = testMarketData(database, {
    provider,
    live: { pollIntervalMs: 20, heartbeatMs: options.heartbeatMs ?? 30_000 },
  });
  app = await buildTestApp(database, {
    config: testConfig({ BASE_URL: ORIGIN }),
    marketData: service,
    ...(userOf
      ? { resolveUser: async (request) => userOf(String(request.headers['x-test-user'] ?? '')) }
      : {}),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  url = address.replace('http', 'ws') + LIVE_STREAM_PATH;
}

interface Client {
  socket: WebSocket;
  messages: ServerMessage[];
  next(type: string): Promise<ServerMessage>;
  send(message: unknown): void;
}

async function connect(headers: Record<string, string> = {}): Promise<Client> {
  const socket = new WebSocket(url, { headers: { origin: ORIGIN, ...headers } });
  sockets.push(socket);
  const messages: ServerMessage[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as ServerMessage);
    waiters.splice(0).forEach((wake) => wake());
  });
  let read = 0;
  const next = async (type: string): Promise<ServerMessage> => {
    for (;;) {
      while (read < messages.length) {
        const message = messages[read++];
        if (message?.type === type) return message;
      }
      await new Promise<void>((resolve, reject) => {
        waiters.push(resolve);
        setTimeout(() => reject(new Error(`no '${type}' message`)), 2_000).unref();
      });
    }
  };
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  await next('hello');
  return { socket, messages, next, send: (m) => socket.send(JSON.stringify(m)) };
}

function upgradeStatus(origin: string | undefined): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, origin ? { headers: { origin } } : {});
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('open', () => {
      socket.terminate();
      resolve(101);
    });
  });
}

describe('live stream', () => {
  it('refuses upgrades from other origins, or without one, with 403', async () => {
    await start();
    expect(await upgradeStatus('https://evil.example')).toBe(403);
    expect(await upgradeStatus(undefined)).toBe(403);
    expect(await upgradeStatus(ORIGIN)).toBe(101);
  });

  it('pushes a trade to the sockets watching its symbol only, and refreshes the cached quote', async () => {
    await start();
    const watcher = await connect();
    const other = await connect();
    watcher.send({ type: 'subscribe', symbols: ['aapl'] });
    other.send({ type: 'subscribe', symbols: ['MSFT'] });
    await expect.poll(() => [...provider.streamSymbols()].sort()).toEqual(['AAPL', 'MSFT']);

    const trade = {
      symbol: 'AAPL',
      price: 321.5,
      time: Date.parse('2026-11-20T15:00:00Z'),
      volume: 10,
    };
    provider.emitTrades([trade]);
    const pushed = await watcher.next('quote');
    expect(pushed).toMatchObject({ type: 'quote', quote: { symbol: 'AAPL', price: 321.5 } });
    expect(other.messages.filter((m) => m.type === 'quote')).toEqual([]);

    const cached = await app?.inject({ method: 'GET', url: '/api/quotes/AAPL' });
    expect(cached?.json().quote.price).toBe(321.5);
    expect(provider.calls.quote).toBe(1); // the base quote the trade was applied to

    other.socket.close();
    await expect.poll(() => provider.streamSymbols()).toEqual(['AAPL']);
  });

  it('sends the cached quote at once to a new subscriber', async () => {
    await start();
    await app?.inject({ method: 'GET', url: '/api/quotes/NVDA' });
    const client = await connect();
    client.send({ type: 'subscribe', symbols: ['NVDA'] });
    expect(await client.next('quote')).toMatchObject({ quote: { symbol: 'NVDA' } });
  });

  it.each([
    ['not json', 'Messages must be JSON'],
    [JSON.stringify({ type: 'subscribe', symbols: ['../x'] }), 'symbols.0'],
    [JSON.stringify({ type: 'dance' }), 'type'],
    [
      JSON.stringify({
        type: 'subscribe',
        symbols: Array.from({ length: 101 }, (_, i) => `S${i}`),
      }),
      'symbols',
    ],
  ])('answers a bad message (%s) with an error and stays open', async (raw, mention) => {
    await start();
    const client = await connect();
    client.socket.send(raw);
    const error = await client.next('error');
    expect(error.type === 'error' && error.message).toContain(mention);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('caps the symbols one socket watches across several subscribes', async () => {
    await start();
    const client = await connect();
    const batch = (from: number) => Array.from({ length: 60 }, (_, i) => `S${from + i}`);
    client.send({ type: 'subscribe', symbols: batch(0) });
    client.send({ type: 'subscribe', symbols: batch(60) });
    const error = await client.next('error');
    expect(error.type === 'error' && error.message).toContain('at most 100');
  });

  it('polls watched symbols at a bounded rate when the provider has no stream', async () => {
    await start({ withStream: false });
    const client = await connect();
    client.send({ type: 'subscribe', symbols: ['AMD'] });
    expect(await client.next('quote')).toMatchObject({ quote: { symbol: 'AMD' } });
  });

  it('sends user events only to that user’s sockets', async () => {
    await start({ userOf: (token) => (token ? `user-${token}` : '') || 'visitor' });
    const alice = await connect({ 'x-test-user': 'alice' });
    const bob = await connect({ 'x-test-user': 'bob' });
    service.liveHub.sendToUser('user-alice', { type: 'watchlist-changed', symbols: [] });
    expect(await alice.next('watchlist-changed')).toEqual({
      type: 'watchlist-changed',
      symbols: [],
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bob.messages.map((m) => m.type)).toEqual(['hello']);
  });

  it('drops a socket that stops answering pings', async () => {
    await start({ heartbeatMs: 50 });
    const silent = new WebSocket(url, { headers: { origin: ORIGIN }, autoPong: false });
    sockets.push(silent);
    const healthy = await connect();
    const closed = new Promise<number>((resolve) => silent.on('close', resolve));
    expect(await closed).toBe(1006); // terminated, not closed politely
    expect(healthy.socket.readyState).toBe(WebSocket.OPEN);
    await expect.poll(() => service.liveHub.connectionCount()).toBe(1);
  });

  it('tells open streams to reconnect and closes them with 1012 when the app closes', async () => {
    await start();
    const client = await connect();
    const closed = new Promise<number>((resolve) => client.socket.on('close', resolve));
    await app?.close();
    app = undefined;
    const reconnect = await client.next('reconnect');
    expect(reconnect.type === 'reconnect' && reconnect.afterMs).toBeGreaterThanOrEqual(1_000);
    expect(await closed).toBe(1012);
  });
});

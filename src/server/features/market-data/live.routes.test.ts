import { connect as connectTcp } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import WebSocket from 'ws';
import { LIVE_CLOSE, LIVE_STREAM_PATH } from '#shared/platform/live.ts';
import { buildTestApp, testConfig, testMarketData } from '#tests/app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { createTestProvider, type TestProvider } from '#tests/market-data/test-provider.ts';
import type { LiveLimits, LiveUser } from '../../market-data/service/live-hub.ts';
import type { MarketDataService } from '../../market-data/service/market-data.service.ts';
import { openLiveSocket, type LiveClient } from '#tests/live-socket.ts';

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
  options: {
    withStream?: boolean;
    userOf?: (token: string) => LiveUser | null;
    heartbeatMs?: number;
    limits?: Partial<LiveLimits>;
  } = {},
) {
  provider = createTestProvider({ withStream: options.withStream ?? true });
  const { userOf } = options;
  service = testMarketData(database, {
    provider,
    live: {
      pollIntervalMs: 20,
      heartbeatMs: options.heartbeatMs ?? 30_000,
      ...(options.limits ? { limits: options.limits } : {}),
    },
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

async function connect(headers: Record<string, string> = {}): Promise<LiveClient> {
  const client = await openLiveSocket(url, { origin: ORIGIN, ...headers }, sockets);
  await client.next('hello');
  return client;
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
    // An answer kept before the trade (sent again unasked while the data is unchanged).
    const before = await app?.inject({ method: 'GET', url: '/api/quotes/AAPL' });
    expect(before?.json().quote.price).not.toBe(321.5);

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
    await start({
      userOf: (token) => (token ? { id: `user-${token}`, sessionId: `session-${token}` } : null),
    });
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

  it('lets go of a stream once the close handshake is through, without waiting for the client to end its side', async () => {
    await start();
    const { hostname, port, pathname } = new URL(url);
    // A raw client that never sends its FIN: the server must not hold the socket for it.
    const raw = connectTcp({ host: hostname, port: Number(port), allowHalfOpen: true });
    onTestFinished(() => void raw.destroy());
    const received: Buffer[] = [];
    raw.on('data', (chunk: Buffer) => received.push(chunk));
    raw.write(
      [
        `GET ${pathname} HTTP/1.1`,
        `Host: ${hostname}:${port}`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
        'Sec-WebSocket-Version: 13',
        `Origin: ${ORIGIN}`,
        '',
        '',
      ].join('\r\n'),
    );
    await expect.poll(() => service.liveHub.connectionCount()).toBe(1);
    expect(Buffer.concat(received).toString('latin1')).toContain('101 Switching Protocols');
    // A masked close frame, code 1000 (mask of zeros: the payload goes as it is).
    raw.write(Buffer.from([0x88, 0x82, 0, 0, 0, 0, 0x03, 0xe8]));
    await expect.poll(() => service.liveHub.connectionCount()).toBe(0);
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

describe('live stream abuse limits', () => {
  it('closes streams past the per-address cap with 4429, and takes new ones once some close', async () => {
    await start({ limits: { streamsPerAddress: 2 } });
    const first = await connect();
    await connect();
    const refused = await openLiveSocket(url, { origin: ORIGIN }, sockets);
    expect(await refused.closed).toEqual({
      code: LIVE_CLOSE.tooManyStreams,
      reason: 'Too many live streams from this address',
    });
    expect(refused.messages).toEqual([]);
    first.socket.close();
    await expect.poll(() => service.liveHub.connectionCount()).toBe(1);
    await connect();
  });

  it("closes a signed-in user's streams past the per-user cap, other users unaffected", async () => {
    await start({
      limits: { streamsPerUser: 2 },
      userOf: (token) => (token ? { id: `user-${token}`, sessionId: `s-${token}` } : null),
    });
    await connect({ 'x-test-user': 'alice' });
    await connect({ 'x-test-user': 'alice' });
    const refused = await openLiveSocket(url, { origin: ORIGIN, 'x-test-user': 'alice' }, sockets);
    expect(await refused.closed).toEqual({
      code: LIVE_CLOSE.tooManyStreams,
      reason: 'Too many live streams for this account',
    });
    await connect({ 'x-test-user': 'bob' });
    expect(service.liveHub.connectionCount()).toBe(3);
  });

  it('refuses a subscribe that would pass the per-process symbol cap and watches none of it', async () => {
    await start({ limits: { watchedSymbols: 150 } });
    const batch = (from: number, n: number) => Array.from({ length: n }, (_, i) => `S${from + i}`);
    const first = await connect();
    first.send({ type: 'subscribe', symbols: batch(0, 100) });
    await expect.poll(() => service.liveHub.watchedSymbols().length).toBe(100);
    const second = await connect();
    second.send({ type: 'subscribe', symbols: [...batch(90, 10), ...batch(100, 60)] });
    const error = await second.next('error');
    expect(error.type === 'error' && error.message).toContain('too many symbols');
    expect(service.liveHub.watchedSymbols()).toHaveLength(100);
    second.send({ type: 'subscribe', symbols: batch(100, 50) });
    await expect.poll(() => service.liveHub.watchedSymbols().length).toBe(150);
  });

  it('asks upstream about a made-up symbol once per no-data TTL, not on every poll', async () => {
    await start({ withStream: false });
    const client = await connect();
    client.send({ type: 'subscribe', symbols: ['ZZZZ'] });
    await expect.poll(() => provider.calls.quote).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 400)); // 20 poll intervals
    expect(provider.calls.quote).toBe(1);
  });

  it('never polls or follows symbols the provider knows do not exist', async () => {
    for (const withStream of [false, true]) {
      await start({ withStream });
      provider.knows = (symbol) => symbol !== 'NOPE';
      const asked: string[] = [];
      const quote = provider.quote.bind(provider);
      provider.quote = (symbol) => (asked.push(symbol), quote(symbol));
      const client = await connect();
      client.send({ type: 'subscribe', symbols: ['NOPE', 'AMD'] });
      if (withStream) await expect.poll(() => provider.streamSymbols()).toEqual(['AMD']);
      else await expect.poll(() => asked.filter((s) => s === 'AMD').length).toBeGreaterThan(2);
      expect(asked).not.toContain('NOPE');
      expect(provider.streamChanges().flatMap((change) => change.added)).not.toContain('NOPE');
      await app?.close();
      app = undefined;
    }
  });
});

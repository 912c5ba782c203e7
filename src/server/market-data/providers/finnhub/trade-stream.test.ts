import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeFinnhub, type FakeFinnhub } from '#tests/fake-finnhub/index.ts';
import type { Trade } from '../../provider.ts';
import { createFinnhubProvider } from './index.ts';
import { createFinnhubTradeStream, type FinnhubTradeStream } from './trade-stream.ts';

let fake: FakeFinnhub;
let stream: FinnhubTradeStream;
const warn = vi.fn();

beforeEach(async () => {
  fake = await startFakeFinnhub({ pingIntervalMs: 100 });
  stream = createFinnhubTradeStream({
    apiKey: fake.apiKey,
    wsUrl: fake.wsUrl,
    log: { warn },
    initialBackoffMs: 200,
  });
});

afterEach(async () => {
  await stream.close();
  await fake.close();
  warn.mockClear();
});

function collect(): Trade[][] {
  const batches: Trade[][] = [];
  stream.onTrade((trades) => batches.push(trades));
  return batches;
}

describe('finnhub trade stream', () => {
  it('opens no connection until symbols are added', async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.wsConnections()).toBe(0);
  });

  it('subscribes and receives several trades per message, ignoring pings', async () => {
    const batches = collect();
    stream.changeSymbols({ added: ['AAPL', 'msft', 'AAPL'], removed: [] });
    await vi.waitFor(() => expect(fake.wsSubscriptions()).toEqual([['AAPL', 'MSFT']]));
    await new Promise((resolve) => setTimeout(resolve, 250)); // a few pings go by
    fake.sendTrades([
      { s: 'AAPL', p: 211.5, t: 1_753_041_600_123, v: 100 },
      { s: 'TSLA', p: 330, t: 1_753_041_600_200, v: 5 },
      { s: 'MSFT', p: 510.1, t: 1_753_041_600_300, v: 20 },
    ]);
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    expect(batches[0]).toEqual([
      { symbol: 'AAPL', price: 211.5, time: 1_753_041_600_123, volume: 100 },
      { symbol: 'MSFT', price: 510.1, time: 1_753_041_600_300, volume: 20 },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('sends only the difference when the symbol set changes', async () => {
    stream.changeSymbols({ added: ['AAPL', 'MSFT'], removed: [] });
    await vi.waitFor(() => expect(fake.wsSubscriptions()).toEqual([['AAPL', 'MSFT']]));
    stream.changeSymbols({ added: ['NVDA'], removed: ['AAPL'] });
    await vi.waitFor(() => expect(fake.wsSubscriptions()).toEqual([['MSFT', 'NVDA']]));
    expect(fake.wsConnections()).toBe(1);
  });

  it('reconnects with back-off after Finnhub drops the connection and resubscribes', async () => {
    const batches = collect();
    stream.changeSymbols({ added: ['AAPL'], removed: [] });
    await vi.waitFor(() => expect(fake.wsSubscriptions()).toEqual([['AAPL']]));
    fake.dropWsConnections();
    await vi.waitFor(() => expect(fake.wsConnections()).toBe(0));
    await vi.waitFor(() => expect(fake.requestCount('/ws')).toBe(2), { timeout: 3_000 });
    await vi.waitFor(() => expect(fake.wsSubscriptions()).toEqual([['AAPL']]));
    fake.sendTrades([{ s: 'AAPL', p: 212, t: 1_753_041_700_000, v: 1 }]);
    await vi.waitFor(() => expect(batches.flat().map((trade) => trade.price)).toEqual([212]));
  });

  it('keeps retrying while Finnhub is down, then recovers', async () => {
    stream.changeSymbols({ added: ['AAPL'], removed: [] });
    await vi.waitFor(() => expect(fake.wsConnections()).toBe(1));
    fake.setFault('down');
    await vi.waitFor(() => expect(fake.requestCount('/ws')).toBeGreaterThanOrEqual(3), {
      timeout: 5_000,
    });
    expect(fake.wsConnections()).toBe(0);
    fake.setFault(null);
    await vi.waitFor(() => expect(fake.wsSubscriptions()).toEqual([['AAPL']]), { timeout: 5_000 });
  });

  it('follows at most 50 symbols and logs the overflow', async () => {
    const symbols = Array.from({ length: 55 }, (_, i) => `S${i}`);
    stream.changeSymbols({ added: symbols, removed: [] });
    await vi.waitFor(() => expect(fake.wsSubscriptions()[0]).toHaveLength(50));
    expect(stream.symbols()).toEqual(symbols.slice(0, 50));
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ dropped: symbols.slice(50) }),
      expect.any(String),
    );
    // A followed symbol removed makes room for the oldest one waiting.
    stream.changeSymbols({ added: [], removed: ['S3'] });
    await vi.waitFor(() => expect(fake.wsSubscriptions()[0]).toContain('S50'));
    expect(fake.wsSubscriptions()[0]).not.toContain('S3');
  });

  it('swaps symbols at the cap by unsubscribing before subscribing', async () => {
    stream.changeSymbols({ added: Array.from({ length: 50 }, (_, i) => `S${i}`), removed: [] });
    await vi.waitFor(() => expect(fake.wsSubscriptions()[0]).toHaveLength(50));
    stream.changeSymbols({ added: ['X1'], removed: ['S49'] });
    await vi.waitFor(() => expect(fake.wsSubscriptions()[0]).toContain('X1'));
    expect(fake.wsSubscriptions()[0]).not.toContain('S49');
  });

  it("logs Finnhub's error messages without the key", async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    server.on('connection', (ws) =>
      ws.send(JSON.stringify({ type: 'error', msg: 'Subscribing to too many symbols' })),
    );
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const other = createFinnhubTradeStream({
      apiKey: 'secret-key',
      wsUrl: `ws://127.0.0.1:${port}`,
      log: { warn },
    });
    other.changeSymbols({ added: ['AAPL'], removed: [] });
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        { msg: 'Subscribing to too many symbols' },
        expect.any(String),
      ),
    );
    expect(JSON.stringify(warn.mock.calls)).not.toContain('secret-key');
    await other.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('stops reconnecting once closed', async () => {
    stream.changeSymbols({ added: ['AAPL'], removed: [] });
    await vi.waitFor(() => expect(fake.wsConnections()).toBe(1));
    await stream.close();
    await vi.waitFor(() => expect(fake.wsConnections()).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(fake.requestCount('/ws')).toBe(1);
  });
});

describe('finnhub provider trade stream', () => {
  it('uses one connection per key, and a stray second connection only costs a reconnect', async () => {
    const provider = createFinnhubProvider({
      apiKey: fake.apiKey,
      baseUrl: fake.baseUrl,
      wsUrl: fake.wsUrl,
    });
    const stream = provider.tradeStream;
    if (!stream) throw new Error('no trade stream');
    stream.changeSymbols({ added: ['AAPL', 'MSFT'], removed: [] });
    stream.changeSymbols({ added: ['NVDA'], removed: [] });
    await vi.waitFor(() => expect(fake.wsSubscriptions()).toEqual([['AAPL', 'MSFT', 'NVDA']]));
    expect(fake.requestCount('/ws')).toBe(1);

    // Someone else opens a socket with our key: Finnhub drops both.
    const stray = new WebSocket(`${fake.wsUrl}?token=${fake.apiKey}`);
    await new Promise((resolve) => stray.once('close', resolve));
    await vi.waitFor(() => expect(fake.wsSubscriptions()).toEqual([['AAPL', 'MSFT', 'NVDA']]), {
      timeout: 4_000,
    });
    expect(fake.wsConnections()).toBe(1);
    await provider.close();
  });
});

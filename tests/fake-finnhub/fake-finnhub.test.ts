import WebSocket from 'ws';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeFinnhub, type FakeFinnhub } from './index.ts';

let fake: FakeFinnhub;

beforeEach(async () => {
  fake = await startFakeFinnhub({ perMinuteLimit: 3 });
});

afterEach(async () => {
  await fake.close();
});

function get(path: string, token: string | null = fake.apiKey): Promise<Response> {
  const url = new URL(fake.baseUrl + path);
  if (token !== null) url.searchParams.set('token', token);
  return fetch(url);
}

function open(): Promise<{ ws: WebSocket; messages: unknown[] }> {
  const ws = new WebSocket(`${fake.wsUrl}?token=${fake.apiKey}`);
  const messages: unknown[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data))));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, messages }));
    ws.once('error', reject);
  });
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
}

describe('fake Finnhub', () => {
  it('counts requests per path, including refused ones, until reset', async () => {
    await get('/quote?symbol=AAPL');
    await get('/quote?symbol=ZZZZ', 'bad');
    await get('/stock/profile2?symbol=AAPL');
    expect(fake.requestCount('/quote')).toBe(2);
    expect(fake.requestCount('/api/v1/stock/profile2')).toBe(1);
    expect(fake.requestCount()).toBe(3);
    fake.resetCounts();
    expect(fake.requestCount()).toBe(0);
  });

  it('refuses a bad or missing key with 401 JSON, and accepts the header', async () => {
    const bad = await get('/quote?symbol=AAPL', null);
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ error: 'Invalid API key.' });
    const viaHeader = await fetch(`${fake.baseUrl}/quote?symbol=AAPL`, {
      headers: { 'X-Finnhub-Token': fake.apiKey },
    });
    expect(viaHeader.status).toBe(200);
  });

  it('answers unknown symbols with 200 zeros and {} like Finnhub', async () => {
    expect(await (await get('/quote?symbol=ZZZZ')).json()).toEqual({
      c: 0,
      d: null,
      dp: null,
      h: 0,
      l: 0,
      o: 0,
      pc: 0,
      t: 0,
    });
    expect(await (await get('/stock/profile2?symbol=ZZZZ')).json()).toEqual({});
  });

  it('limits calls per minute with x-ratelimit headers', async () => {
    const first = await get('/quote?symbol=AAPL');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('2');
    await get('/quote?symbol=AAPL');
    await get('/quote?symbol=AAPL');
    const limited = await get('/quote?symbol=AAPL');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
  });

  it('escapes & as \\u0026 and labels general news "top news"', async () => {
    const text = await (await get('/news?category=general')).text();
    expect(text).toContain('\\u0026');
    expect(text).not.toContain('&');
    expect(JSON.parse(text)[0].category).toBe('top news');
  });

  it('serves candles only to premium keys', async () => {
    const candle = await get('/stock/candle?symbol=AAPL&resolution=D&from=0&to=1');
    expect(candle.status).toBe(403);
    expect(await candle.json()).toEqual({ error: "You don't have access to this resource." });
  });

  it('streams trades for subscribed symbols only and refuses the 51st symbol', async () => {
    const { ws, messages } = await open();
    for (let i = 0; i < 51; i++) ws.send(JSON.stringify({ type: 'subscribe', symbol: `S${i}` }));
    await until(() => messages.length === 1);
    expect(messages[0]).toEqual({ type: 'error', msg: 'Subscribing to too many symbols' });
    fake.sendTrades([
      { s: 'S1', p: 10, t: 1, v: 1 },
      { s: 'S50', p: 11, t: 2, v: 1 },
    ]);
    await until(() => messages.length === 2);
    expect(messages[1]).toEqual({
      type: 'trade',
      data: [{ c: ['1', '12'], s: 'S1', p: 10, t: 1, v: 1 }],
    });
    ws.close();
  });

  it('drops both connections when a second one uses the same key', async () => {
    const first = await open();
    const closed = new Promise((resolve) => first.ws.once('close', resolve));
    const second = new WebSocket(`${fake.wsUrl}?token=${fake.apiKey}`);
    await new Promise((resolve) => second.once('close', resolve));
    await closed;
    await until(() => fake.wsConnections() === 0);
  });

  it('pings every connection periodically', async () => {
    await fake.close();
    fake = await startFakeFinnhub({ pingIntervalMs: 50 });
    const { ws, messages } = await open();
    await until(() => messages.length >= 2);
    expect(messages[0]).toEqual({ type: 'ping' });
    ws.close();
  });
});

import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../provider.ts';
import {
  parseCandles,
  parseMarketHolidays,
  parseMarketStatus,
  parseProfile,
  parseQuote,
  parseStreamMessage,
} from './parse.ts';
import { errorText, retryAfterMs } from './rest-client.ts';

const NOW = Date.parse('2025-07-21T14:00:00Z');

describe('Finnhub quote bodies', () => {
  it('treats the old all-zero form without d/dp as no data', () => {
    expect(parseQuote('ZZZZ', { c: 0, h: 0, l: 0, o: 0, pc: 0, t: 0 }, NOW)).toBeNull();
  });

  it('computes the change when an old body has no d/dp', () => {
    const quote = parseQuote(
      'AAPL',
      { c: 110, h: 111, l: 99, o: 100, pc: 100, t: 1753041600 },
      NOW,
    );
    expect(quote).toMatchObject({
      change: 10,
      changePercent: 10,
      time: '2025-07-20T20:00:00.000Z',
    });
  });

  it('keeps dp as a percent already', () => {
    const body = {
      c: 211.18,
      d: 1.16,
      dp: 0.5523,
      h: 211.79,
      l: 209.7,
      o: 210.87,
      pc: 210.02,
      t: 1,
    };
    expect(parseQuote('AAPL', body, NOW)).toMatchObject({ change: 1.16, changePercent: 0.5523 });
  });

  it('refuses a body that is not a quote', () => {
    expect(() => parseQuote('AAPL', { c: 'x' }, NOW)).toThrow(ProviderError);
  });
});

describe('Finnhub profile bodies', () => {
  it('maps employeeTotal and turns empty or non-string fields into null', () => {
    const profile = parseProfile('X', {
      name: 'X Corp',
      employeeTotal: 1200.4,
      weburl: '',
      finnhubIndustry: 42,
      marketCapitalization: 'big',
      ipo: '',
    });
    expect(profile).toMatchObject({
      employees: 1200,
      website: null,
      industry: null,
      marketCapitalization: null,
      ipo: null,
    });
  });
});

describe('Finnhub candles, status and holidays', () => {
  it('reads ok candles and no_data as no bars', () => {
    expect(parseCandles({ s: 'no_data' })).toEqual([]);
    const body = { s: 'ok', t: [1, 2], o: [1, 2], h: [3, 4], l: [0, 1], c: [2, 3], v: [10, 20] };
    expect(parseCandles(body)).toEqual([
      { time: 1, open: 1, high: 3, low: 0, close: 2, volume: 10 },
      { time: 2, open: 2, high: 4, low: 1, close: 3, volume: 20 },
    ]);
  });

  it('reads a null session overnight and an unknown session as null', () => {
    const overnight = { exchange: 'US', holiday: null, isOpen: false, session: null, t: 1 };
    expect(parseMarketStatus(overnight)).toEqual({ isOpen: false, session: null, holiday: null });
    expect(parseMarketStatus({ ...overnight, session: 'lunch' }).session).toBeNull();
  });

  it('skips holiday rows whose hours cannot be read', () => {
    const data = [
      { eventName: 'A', atDate: '2025-12-24', tradingHour: '09:30-13:00' },
      { eventName: 'B', atDate: '2025-12-25', tradingHour: 'half day' },
    ];
    expect(parseMarketHolidays({ data })).toEqual([
      { date: '2025-12-24', name: 'A', hours: { open: '09:30', close: '13:00' } },
    ]);
  });
});

describe('Finnhub stream messages', () => {
  it('reads several trades, with or without condition codes, skipping broken ones', () => {
    const raw = JSON.stringify({
      type: 'trade',
      data: [
        { c: ['1', '24'], p: 146.76, s: 'AAPL', t: 1628238530221, v: 43 },
        { p: 10, s: 'MSFT', t: 1628238530222, v: 1 },
        { p: 'x', s: 'BAD', t: 1, v: 1 },
      ],
    });
    expect(parseStreamMessage(raw)).toEqual({
      type: 'trade',
      trades: [
        { symbol: 'AAPL', price: 146.76, time: 1628238530221, volume: 43 },
        { symbol: 'MSFT', price: 10, time: 1628238530222, volume: 1 },
      ],
    });
    expect(parseStreamMessage('{"type":"ping"}')).toEqual({ type: 'ping' });
    expect(parseStreamMessage('not json')).toEqual({ type: 'unknown' });
  });
});

describe('Finnhub error bodies and retry hints', () => {
  it('reads JSON, plain-text and HTML error bodies', () => {
    expect(errorText('{"error":"API limit reached."}')).toBe('API limit reached.');
    expect(errorText('API limit reached. Please try again later.')).toBe(
      'API limit reached. Please try again later.',
    );
    expect(errorText('<html><body>502</body></html>')).toBe('(HTML body)');
  });

  it('reads Retry-After as seconds or an HTTP date, else x-ratelimit-reset', () => {
    const now = Date.parse('2025-07-20T12:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after': '3' }), now)).toBe(3000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'Sun, 20 Jul 2025 12:00:30 GMT' }), now)).toBe(
      30_000,
    );
    expect(retryAfterMs(new Headers({ 'x-ratelimit-reset': String(now / 1000 + 45) }), now)).toBe(
      45_000,
    );
    expect(retryAfterMs(new Headers(), now)).toBeUndefined();
  });
});

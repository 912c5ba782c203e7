import { describe, expect, it } from 'vitest';
import { parseCandles, parseProfile, parseQuote } from './parse.ts';
import { parseWeek52Range } from './parse-metric.ts';

// Shapes Finnhub really sent (docs/decisions/022; /work research notes list the sources):
// each "no data" form, partial zeros, fund profiles, 00:00 UTC daily candles, /stock/metric.

const NOW = Date.parse('2025-07-21T14:00:00Z');

describe('Finnhub quote answers as they really come', () => {
  it.each([
    [
      'all zeros with null change and t 0',
      { c: 0, d: null, dp: null, h: 0, l: 0, o: 0, pc: 0, t: 0 },
    ],
    ['all zeros with t 0, no d/dp', { c: 0, h: 0, l: 0, o: 0, pc: 0, t: 0 }],
    ['all zeros without t', { c: 0, h: 0, l: 0, o: 0, pc: 0 }],
    ['an empty object', {}],
  ])('reads %s as no data', (_shape, body) => {
    expect(parseQuote('ZZZZ', body, NOW)).toBeNull();
  });

  it('keeps the price of partial zeros and leaves change, open, high, low, previous close unknown', () => {
    const body = { c: 517.96, h: 0, l: 0, o: 0, pc: 0, t: 1585296137 };
    expect(parseQuote('TSLA', body, NOW)).toEqual({
      symbol: 'TSLA',
      price: 517.96,
      change: null,
      changePercent: null,
      open: null,
      high: null,
      low: null,
      previousClose: null,
      currency: 'USD',
      time: '2020-03-27T08:02:17.000Z',
    });
  });

  it('ignores a d/dp sent next to a previous close of 0', () => {
    const body = { c: 10, d: 10, dp: 100, h: 11, l: 9, o: 9.5, pc: 0, t: 1753041600 };
    expect(parseQuote('X', body, NOW)).toMatchObject({
      change: null,
      changePercent: null,
      open: 9.5,
    });
  });

  it('computes the change of the 2020 form without d/dp from the previous close', () => {
    const quote = parseQuote(
      'RUBI',
      { c: 6.06, h: 6.14, l: 5.62, o: 5.74, pc: 5.75, t: 1585296696 },
      NOW,
    );
    expect(quote?.change).toBeCloseTo(0.31, 10);
    expect(quote?.changePercent).toBeCloseTo(5.391, 3);
  });

  it('dates a quote without t (the 2019 documented form) at the time it was fetched', () => {
    const quote = parseQuote(
      'DOCQ',
      { c: 261.74, h: 263.31, l: 260.68, o: 261.07, pc: 259.45 },
      NOW,
    );
    expect(quote?.time).toBe(new Date(NOW).toISOString());
    expect(quote?.change).toBeCloseTo(2.29, 10);
  });
});

describe('Finnhub fund and ETF profiles', () => {
  it('reads "N/A" industry, market cap 0 and empty ipo/phone/weburl as absent', () => {
    const profile = parseProfile('BND', {
      country: 'US',
      currency: 'USD',
      exchange: 'NASDAQ NMS - GLOBAL MARKET',
      finnhubIndustry: 'N/A',
      ipo: '',
      logo: 'https://static.example/logo.png',
      marketCapitalization: 0,
      name: 'Vanguard Total Bond Market Index Fund',
      phone: '',
      shareOutstanding: 0,
      ticker: 'BND',
      weburl: '',
    });
    expect(profile).toEqual({
      symbol: 'BND',
      name: 'Vanguard Total Bond Market Index Fund',
      exchange: 'NASDAQ NMS - GLOBAL MARKET',
      industry: null,
      website: null,
      marketCapitalization: null,
      currency: 'USD',
      employees: null,
      country: 'US',
      ipo: null,
      phone: null,
    });
  });
});

describe('Finnhub daily candles', () => {
  it('dates daily bars by the UTC date of their 00:00 UTC stamp, intraday bars not at all', () => {
    // 2024-01-02 and 2024-01-05 00:00 UTC: the first Tuesday and Friday sessions of 2024.
    const body = {
      s: 'ok',
      t: [1704153600, 1704412800],
      o: [151.54, 144.69],
      h: [152.38, 146.59],
      l: [148.39, 144.53],
      c: [149.93, 145.24],
      v: [47339424, 45153147],
    };
    expect(parseCandles(body, true).map((bar) => bar.date)).toEqual(['2024-01-02', '2024-01-05']);
    expect(parseCandles(body).every((bar) => bar.date === undefined)).toBe(true);
  });
});

describe('Finnhub /stock/metric', () => {
  it("reads 52WeekHigh and 52WeekLow of the symbol's own listing", () => {
    const body = { metric: { '52WeekHigh': 34.79, '52WeekLow': 12.555, beta: 1.1 }, symbol: 'KGC' };
    expect(parseWeek52Range('KGC', body)).toEqual({ high: 34.79, low: 12.555 });
    expect(parseWeek52Range('KGC', { metric: { '52WeekHigh': 34.79 } })).toEqual({
      high: 34.79,
      low: null,
    });
  });

  it("refuses another listing's figures (ENB answered as ENB.TO, in CAD) and empty metrics", () => {
    const body = { metric: { '52WeekHigh': 70.39, '52WeekLow': 56.51 }, symbol: 'ENB.TO' };
    expect(parseWeek52Range('ENB', body)).toBeNull();
    expect(
      parseWeek52Range('ZZZZ', { metric: {}, metricType: '', series: {}, symbol: 'ZZZZ' }),
    ).toBeNull();
    expect(parseWeek52Range('ZZZZ', {})).toBeNull();
  });
});

describe('a Finnhub profile about another security', () => {
  // Shaped as Finnhub answered /stock/profile2?symbol=SGOV: the profile of another fund (IBHJ),
  // its own ticker in the body. Showing it would put IBHJ's name on SGOV's page.
  const ibhjProfile = {
    country: 'US',
    currency: 'USD',
    exchange: 'NYSE ARCA',
    finnhubIndustry: 'N/A',
    ipo: '2023-06-22',
    logo: '',
    marketCapitalization: 0,
    name: 'iShares iBonds 2031 Term High Yield and Income ETF',
    phone: '',
    shareOutstanding: 0,
    ticker: 'IBHJ',
    weburl: '',
  };

  it("refuses IBHJ's profile answered for SGOV's request", () => {
    expect(parseProfile('SGOV', ibhjProfile)).toBeNull();
  });

  it('keeps the same answer for the symbol it names, and one without a ticker', () => {
    expect(parseProfile('IBHJ', ibhjProfile)?.name).toBe(ibhjProfile.name);
    expect(parseProfile('ibhj', ibhjProfile)?.symbol).toBe('ibhj');
    const withoutTicker = Object.fromEntries(
      Object.entries(ibhjProfile).filter(([key]) => key !== 'ticker'),
    );
    expect(parseProfile('SGOV', withoutTicker)?.name).toBe(ibhjProfile.name);
  });
});

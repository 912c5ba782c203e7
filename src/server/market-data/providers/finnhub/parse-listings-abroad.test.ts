import { describe, expect, it } from 'vitest';
import { parseCandles, parseProfile, parseQuote, parseStreamMessage } from './parse.ts';

// Listings abroad (docs/decisions/084). Finnhub quotes London in pence (GBp) while its profile
// says GBP (its answer in the Finnhub-API tracker, 2020: "the standard way … for all big
// providers"): every London price becomes pounds here.

const NOW = Date.parse('2026-11-27T12:00:00Z');
const T = Date.parse('2026-11-27T11:59:30Z') / 1000;

describe('a London quote in pence', () => {
  const body = { c: 72.18, d: -0.42, dp: -0.5785, h: 72.9, l: 71.86, o: 72.6, pc: 72.6, t: T };

  it('becomes pounds, with the percent change as Finnhub gave it', () => {
    expect(parseQuote('VOD.L', body, NOW)).toEqual({
      symbol: 'VOD.L',
      price: 0.7218,
      change: -0.0042,
      changePercent: -0.5785,
      open: 0.726,
      high: 0.729,
      low: 0.7186,
      previousClose: 0.726,
      currency: 'GBP',
      time: new Date(T * 1000).toISOString(),
    });
  });

  it('keeps a change it has to work out in pounds too', () => {
    // 2019's documented form had no d and dp.
    const old = { c: body.c, h: body.h, l: body.l, o: body.o, pc: body.pc, t: body.t };
    expect(parseQuote('VOD.L', old, NOW)).toMatchObject({
      price: 0.7218,
      change: -0.0042,
      changePercent: expect.closeTo(-0.5785, 3) as number,
    });
  });
});

describe('quotes elsewhere keep their unit and name their currency', () => {
  it.each([
    ['SAP.DE', 'EUR'],
    ['SHOP.TO', 'CAD'],
    ['NESN.SW', 'CHF'],
    ['7203.T', 'JPY'],
    ['AAPL', 'USD'],
    ['BRK.B', 'USD'],
  ])('%s in %s', (symbol, currency) => {
    const quote = parseQuote(symbol, { c: 2650.5, d: 10, dp: 0.38, pc: 2640.5, t: T }, NOW);
    expect(quote).toMatchObject({ price: 2650.5, change: 10, previousClose: 2640.5, currency });
  });
});

describe('profiles abroad', () => {
  it("reads a London profile's GBP (a GBp or GBX one too) as pounds", () => {
    for (const currency of ['GBP', 'GBp', 'GBX']) {
      const profile = parseProfile('VOD.L', {
        country: 'GB',
        currency,
        exchange: 'LONDON STOCK EXCHANGE',
        finnhubIndustry: 'Telecommunication',
        name: 'Vodafone Group PLC',
        marketCapitalization: 18000,
        ticker: 'VOD.L',
      });
      expect(profile).toMatchObject({ currency: 'GBP', exchange: 'LONDON STOCK EXCHANGE' });
    }
  });

  it('takes the currency of an exchange we do not list from the recorded FXRL.ME answer', () => {
    // Recorded from the live API in 2020, as a Rust client committed it to its test fixtures.
    const profile = parseProfile('FXRL.ME', {
      country: 'IE',
      currency: 'RUB',
      exchange: 'MOSCOW EXCHANGE',
      finnhubIndustry: 'N/A',
      ipo: '',
      logo: '',
      marketCapitalization: 0,
      name: 'FinEx Russian RTS Equity UCITS ETF (USD)',
      phone: '',
      shareOutstanding: 0,
      ticker: 'FXRL.ME',
      weburl: '',
    });
    expect(profile).toMatchObject({ currency: 'RUB', exchange: 'MOSCOW EXCHANGE', country: 'IE' });
  });

  it("trusts a listed exchange's currency over a reporting currency the profile gives", () => {
    const profile = parseProfile('SHEL.L', { name: 'Shell PLC', currency: 'USD' });
    expect(profile?.currency).toBe('GBP');
    expect(parseProfile('AAPL', { name: 'Apple Inc' })?.currency).toBe('USD');
  });
});

describe('London candles and trades', () => {
  it('are in pounds as well', () => {
    const candles = parseCandles(
      { s: 'ok', t: [T], o: [7260], h: [7290.5], l: [7186], c: [7218], v: [1200] },
      true,
      'AZN.L',
    );
    expect(candles[0]).toMatchObject({ open: 72.6, high: 72.905, low: 71.86, close: 72.18 });
    const frame = JSON.stringify({
      type: 'trade',
      data: [
        { s: 'VOD.L', p: 72.18, t: T * 1000, v: 500, c: [] },
        { s: 'AAPL', p: 211.18, t: T * 1000, v: 10, c: [] },
      ],
    });
    expect(parseStreamMessage(frame)).toEqual({
      type: 'trade',
      trades: [
        { symbol: 'VOD.L', price: 0.7218, time: T * 1000, volume: 500 },
        { symbol: 'AAPL', price: 211.18, time: T * 1000, volume: 10 },
      ],
    });
  });
});

describe('a London listing quoted in another currency', () => {
  const body = { c: 550.2, d: 1.1, dp: 0.2003, h: 551, l: 548.5, o: 549, pc: 549.1, t: T };

  it('keeps its price when Finnhub states dollars or euros (no pence to divide)', () => {
    for (const stated of ['USD', 'EUR']) {
      expect(parseQuote('CSPX.L', body, NOW, stated)).toMatchObject({
        price: 550.2,
        previousClose: 549.1,
        currency: stated,
      });
    }
    const candles = parseCandles(
      { s: 'ok', t: [T], o: [549], h: [551], l: [548.5], c: [550.2], v: [10] },
      true,
      'CSPX.L',
      'USD',
    );
    expect(candles[0]).toMatchObject({ open: 549, close: 550.2 });
  });

  it('divides by 100 when the stated currency is pence, or when nothing is stated', () => {
    // 72.18 pence = £0.7218, however the pence are named.
    for (const stated of ['GBp', 'GBX', 'GBP', null]) {
      expect(parseQuote('VOD.L', { c: 72.18, pc: 72.6, t: T }, NOW, stated)).toMatchObject({
        price: 0.7218,
        previousClose: 0.726,
        currency: 'GBP',
      });
    }
  });
});

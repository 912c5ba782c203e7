import { describe, expect, it } from 'vitest';
import {
  listingCurrency,
  listingMarket,
  majorCurrency,
  toMajorUnit,
  tradingCurrency,
  US_MARKET,
} from './listing-markets.ts';
import { calendarOf } from './trading-calendar.ts';

describe('listingMarket', () => {
  it("tells a listing's exchange by its Finnhub suffix", () => {
    expect(listingMarket('VOD.L').exchange).toBe('LONDON STOCK EXCHANGE');
    expect(listingMarket('sap.de').currency).toBe('EUR');
    expect(listingMarket('7203.T').currency).toBe('JPY');
    expect(listingMarket('RY.TO').country).toBe('CA');
  });

  it('takes no suffix and a US share class for the US', () => {
    expect(listingMarket('AAPL')).toBe(US_MARKET);
    expect(listingMarket('BRK.B')).toBe(US_MARKET);
    expect(listingCurrency('BF.B')).toBe('USD');
  });
});

describe('currencies', () => {
  it('names the major unit of a minor-unit code', () => {
    expect(majorCurrency('GBp')).toBe('GBP');
    expect(majorCurrency('GBX')).toBe('GBP');
    expect(majorCurrency('ILA')).toBe('ILS');
    expect(majorCurrency('EUR')).toBe('EUR');
    expect(majorCurrency('eur')).toBeNull();
    expect(majorCurrency('')).toBeNull();
  });

  it("prefers a listed exchange's currency to what a vendor reports", () => {
    expect(tradingCurrency('VOD.L', 'GBp')).toBe('GBP');
    expect(tradingCurrency('SHEL.L', 'USD')).toBe('GBP');
    expect(tradingCurrency('AAPL', 'EUR')).toBe('USD');
    expect(tradingCurrency('FXRL.ME', 'RUB')).toBe('RUB');
    expect(tradingCurrency('FXRL.ME', null)).toBe('USD');
  });

  it('turns pence into pounds to the hundredth of a penny, and leaves other units alone', () => {
    expect(toMajorUnit(72.18, listingMarket('VOD.L'))).toBe(0.7218);
    expect(toMajorUnit(10_712.5, listingMarket('AZN.L'))).toBe(107.125);
    expect(toMajorUnit(2650.5, listingMarket('7203.T'))).toBe(2650.5);
  });
});

describe('exchange calendars', () => {
  it('open each exchange at its local time, through daylight saving', () => {
    const open = (symbol: string, date: string) =>
      calendarOf(symbol).sessionOn(date)?.open.toISOString();
    expect(open('VOD.L', '2026-11-20')).toBe('2026-11-20T08:00:00.000Z');
    expect(open('VOD.L', '2026-07-01')).toBe('2026-07-01T07:00:00.000Z');
    expect(open('SAP.DE', '2026-11-20')).toBe('2026-11-20T08:00:00.000Z');
    expect(open('RY.TO', '2026-11-20')).toBe('2026-11-20T14:30:00.000Z');
    expect(open('NESN.SW', '2026-07-01')).toBe('2026-07-01T07:00:00.000Z');
    expect(open('7203.T', '2026-11-20')).toBe('2026-11-20T00:00:00.000Z');
    expect(open('VOD.L', '2026-11-21')).toBeUndefined();
  });

  it("date an instant by the exchange's own clock", () => {
    const evening = new Date('2026-11-19T23:30:00Z');
    expect(calendarOf('7203.T').dateOf(evening)).toBe('2026-11-20');
    expect(calendarOf('AAPL').dateOf(evening)).toBe('2026-11-19');
  });

  it('say open only inside the regular session, and find the latest one', () => {
    const london = calendarOf('VOD.L');
    expect(london.isOpen(new Date('2026-11-20T16:29:00Z'))).toBe(true);
    expect(london.isOpen(new Date('2026-11-20T16:30:00Z'))).toBe(false);
    expect(london.latestSession(new Date('2026-11-23T07:00:00Z')).date).toBe('2026-11-20');
    expect(london.tradingDaysBetween('2026-11-20', '2026-11-24')).toEqual([
      '2026-11-20',
      '2026-11-23',
      '2026-11-24',
    ]);
  });
});

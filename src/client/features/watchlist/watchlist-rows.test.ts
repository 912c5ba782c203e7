import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { rangePosition, sortRows, trendPercent, type WatchlistRow } from './watchlist-rows.ts';

const row = (symbol: string, figures: Partial<WatchlistRow>): WatchlistRow => ({
  symbol,
  name: null,
  note: null,
  currency: 'USD',
  price: null,
  change: null,
  changePercent: null,
  dayLow: null,
  dayHigh: null,
  week52Low: null,
  week52High: null,
  marketCap: null,
  trend: [],
  ...figures,
});

const symbols = (rows: WatchlistRow[]) => rows.map((r) => r.symbol);

describe('watchlist rows', () => {
  const rows = [
    row('MSFT', { price: 400, marketCap: 3_000_000, week52Low: 300, week52High: 500 }),
    row('AAPL', { price: 200, marketCap: 3_100_000, week52Low: 100, week52High: 210 }),
    row('ZZZ', {}),
    row('NVDA', { price: 900, marketCap: 2_000_000, week52Low: 850, week52High: 1000 }),
  ];

  it('sorts by a figure either way, keeping rows without it last', () => {
    expect(symbols(sortRows(rows, { key: 'price', ascending: true }))).toEqual([
      'AAPL',
      'MSFT',
      'NVDA',
      'ZZZ',
    ]);
    expect(symbols(sortRows(rows, { key: 'marketCap', ascending: false }))).toEqual([
      'AAPL',
      'MSFT',
      'NVDA',
      'ZZZ',
    ]);
  });

  it("sorts the 52-week column by where today's price sits in the range", () => {
    // AAPL at 91%, MSFT at 50%, NVDA at 33%.
    expect(symbols(sortRows(rows, { key: 'week52', ascending: false }))).toEqual([
      'AAPL',
      'MSFT',
      'NVDA',
      'ZZZ',
    ]);
  });

  it('sorts by symbol alphabetically', () => {
    expect(symbols(sortRows(rows, { key: 'symbol', ascending: false }))).toEqual([
      'ZZZ',
      'NVDA',
      'MSFT',
      'AAPL',
    ]);
  });

  it('orders any symbols as localeCompare does (decision 049: without the collator)', () => {
    const symbol = fc.stringMatching(/^[A-Z0-9][A-Z0-9.-]{0,9}$/);
    fc.assert(
      fc.property(fc.uniqueArray(symbol, { minLength: 2, maxLength: 8 }), (list) => {
        const sorted = symbols(
          sortRows(
            list.map((s) => row(s, {})),
            { key: 'symbol', ascending: true },
          ),
        );
        expect(sorted).toEqual([...list].sort((a, b) => a.localeCompare(b, 'en-US')));
      }),
      { numRuns: 2_000 },
    );
  });

  it('places a value in its range, clamped, and knows when it cannot', () => {
    expect(rangePosition(100, 200, 150)).toBe(0.5);
    expect(rangePosition(100, 200, 250)).toBe(1);
    expect(rangePosition(100, 100, 100)).toBe(0.5);
    expect(rangePosition(null, 200, 150)).toBeNull();
  });

  it("measures a month's trend from its first close to its last", () => {
    expect(trendPercent([100, 90, 110])).toBeCloseTo(10);
    expect(trendPercent([100])).toBeNull();
  });
});

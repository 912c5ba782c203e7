import { describe, expect, it } from 'vitest';
import type { Quote } from '#shared/market-data/market-data.ts';
import { gainersAndLosers, type MoverCandidate } from './movers.ts';

/** A quote moving `change` dollars from a previous close of `previousClose` (default 100). */
const quote = (symbol: string, change: number, previousClose = 100): Quote => ({
  symbol,
  price: previousClose + change,
  change,
  changePercent: (change / previousClose) * 100,
  open: previousClose,
  high: previousClose + 1,
  low: previousClose - 1,
  previousClose,
  currency: 'USD',
  time: '2026-11-20T15:00:00.000Z',
});
const candidate = (symbol: string, change: number | null): MoverCandidate => ({
  symbol,
  name: `${symbol} Inc.`,
  quote: change === null ? null : quote(symbol, change),
});
const symbols = (movers: { symbol: string }[]) => movers.map((m) => m.symbol);

describe('gainers and losers', () => {
  it('orders by percent change, as the rows read, not by dollar change', () => {
    // AAPL +$2.00 on $206 is +0.97 %; AMD +$1.50 on $113 is +1.33 %: AMD ranks first.
    const result = gainersAndLosers([
      { symbol: 'AAPL', name: 'Apple', quote: quote('AAPL', 2, 206) },
      { symbol: 'AMD', name: 'AMD', quote: quote('AMD', 1.5, 113) },
      { symbol: 'MSFT', name: 'Microsoft', quote: quote('MSFT', -4, 500) },
      { symbol: 'INTC', name: 'Intel', quote: quote('INTC', -0.5, 20) },
    ]);
    expect(symbols(result.gainers)).toEqual(['AMD', 'AAPL']);
    expect(symbols(result.losers)).toEqual(['INTC', 'MSFT']);
  });

  it('leaves out a row whose percent change is unknown (a partial quote)', () => {
    // Partial provider answers carry no change; the type says number until they do.
    const partial = { ...quote('PART', 5), changePercent: null } as unknown as Quote;
    const result = gainersAndLosers([
      { symbol: 'PART', name: 'Partial', quote: partial },
      candidate('UP', 1),
    ]);
    expect(symbols(result.gainers)).toEqual(['UP']);
    expect(result.losers).toEqual([]);
  });

  it('sorts gainers by change descending and losers by change ascending', () => {
    const result = gainersAndLosers([
      candidate('A', 1),
      candidate('B', -3),
      candidate('C', 5),
      candidate('D', -1),
      candidate('E', 2),
    ]);
    expect(symbols(result.gainers)).toEqual(['C', 'E', 'A']);
    expect(symbols(result.losers)).toEqual(['B', 'D']);
  });

  it('leaves unchanged stocks out of both lists', () => {
    const result = gainersAndLosers([candidate('FLAT', 0), candidate('UP', 0.01)]);
    expect(symbols(result.gainers)).toEqual(['UP']);
    expect(result.losers).toEqual([]);
  });

  it('drops stocks whose quote failed', () => {
    const result = gainersAndLosers([candidate('X', null), candidate('Y', -2)]);
    expect(symbols(result.losers)).toEqual(['Y']);
    expect(result.gainers).toEqual([]);
  });

  it('drops stocks whose change is unknown (no previous close), never ranking them as +100 %', () => {
    const unknown: MoverCandidate = {
      symbol: 'TSLA',
      name: 'Tesla, Inc.',
      quote: {
        ...quote('TSLA', 0),
        price: 517.96,
        change: null,
        changePercent: null,
        previousClose: null,
        currency: 'USD',
      },
    };
    const result = gainersAndLosers([unknown, candidate('A', 1), candidate('B', -1)]);
    expect(symbols(result.gainers)).toEqual(['A']);
    expect(symbols(result.losers)).toEqual(['B']);
  });

  it('cuts each list to five', () => {
    const many = Array.from({ length: 8 }, (_, i) => candidate(`G${i}`, i + 1));
    const falls = Array.from({ length: 8 }, (_, i) => candidate(`L${i}`, -(i + 1)));
    const result = gainersAndLosers([...many, ...falls]);
    expect(symbols(result.gainers)).toEqual(['G7', 'G6', 'G5', 'G4', 'G3']);
    expect(symbols(result.losers)).toEqual(['L7', 'L6', 'L5', 'L4', 'L3']);
  });
});

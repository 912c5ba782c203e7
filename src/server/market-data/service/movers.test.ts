import { describe, expect, it } from 'vitest';
import type { Quote } from '../../../shared/market-data.ts';
import { gainersAndLosers, type MoverCandidate } from './movers.ts';

const quote = (symbol: string, change: number): Quote => ({
  symbol,
  price: 100 + change,
  change,
  changePercent: change,
  open: 100,
  high: 101,
  low: 99,
  previousClose: 100,
  time: '2026-11-20T15:00:00.000Z',
});
const candidate = (symbol: string, change: number | null): MoverCandidate => ({
  symbol,
  name: `${symbol} Inc.`,
  quote: change === null ? null : quote(symbol, change),
});
const symbols = (movers: { symbol: string }[]) => movers.map((m) => m.symbol);

describe('gainers and losers', () => {
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

import { describe, expect, it } from 'vitest';
import type { History } from '../../../shared/market-data.ts';
import type { Position } from '../../../shared/portfolio.ts';
import { performanceSeries } from './performance.ts';

const history = (symbol: string, closes: number[]): History => ({
  symbol,
  timeframe: '1M',
  resolution: 'daily',
  points: closes.map((close, index) => ({
    time: `2026-03-0${index + 1}`,
    close,
  })),
});
const position = (symbol: string, shares: string, addedAt: string): Position => ({
  id: `${symbol}-1`,
  symbol,
  name: null,
  shares,
  purchasePrice: '1',
  addedAt,
});

describe('performanceSeries', () => {
  it('sums shares × close per day, counting a position only from the day it was added', () => {
    const series = performanceSeries(
      [
        position('AAPL', '2', '2026-02-01T10:00:00.000Z'),
        position('MSFT', '0.1', '2026-03-02T15:00:00.000Z'),
      ],
      new Map([
        ['AAPL', history('AAPL', [10, 11, 12])],
        ['MSFT', history('MSFT', [100.1, 100.2, 100.3])],
      ]),
    );
    expect(series.map((point) => point.close)).toEqual([20, 32.02, 34.03]);
  });

  it('has no points when nothing was held yet', () => {
    expect(
      performanceSeries(
        [position('AAPL', '1', '2026-04-01T00:00:00.000Z')],
        new Map([['AAPL', history('AAPL', [10])]]),
      ),
    ).toEqual([]);
  });
});

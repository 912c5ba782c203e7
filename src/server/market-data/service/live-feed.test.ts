import { describe, expect, it } from 'vitest';
import type { Quote } from '#shared/market-data/market-data.ts';
import { applyTrade } from './live-feed.ts';

const full: Quote = {
  symbol: 'AAPL',
  price: 211.18,
  change: 1.16,
  changePercent: 0.5523,
  open: 210.87,
  high: 211.79,
  low: 209.7,
  previousClose: 210.02,
  currency: 'USD',
  time: '2025-07-21T14:00:00.000Z',
};
const trade = (price: number) => ({ symbol: 'AAPL', price, time: 1753106400000, volume: 10 });

describe('a live trade applied to a quote', () => {
  it('moves the price, the change against the previous close and the day range', () => {
    expect(applyTrade(full, trade(212.02))).toMatchObject({
      price: 212.02,
      change: expect.closeTo(2, 10),
      changePercent: expect.closeTo((2 / 210.02) * 100, 10),
      high: 212.02,
      low: 209.7,
      time: '2025-07-21T14:00:00.000Z',
    });
  });

  it('invents no change and no range for a quote whose previous close and day figures are unknown', () => {
    const partial: Quote = {
      ...full,
      price: 517.96,
      change: null,
      changePercent: null,
      open: null,
      high: null,
      low: null,
      previousClose: null,
      currency: 'USD',
    };
    expect(applyTrade(partial, trade(520))).toEqual({
      ...partial,
      price: 520,
      time: '2025-07-21T14:00:00.000Z',
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { Holding } from '#shared/portfolio/portfolio-ledger.ts';
import { allocationSlices } from './allocation.ts';
import { kindsText } from './holding-kinds.ts';

const holding = (symbol: string, currency: string, marketValue: string | null) =>
  ({ symbol, currency, marketValue }) as Holding;
const holdings = [
  holding('AAPL', 'USD', '900.10'),
  holding('MSFT', 'USD', '500'),
  holding('SAP.DE', 'EUR', '300.05'),
  holding('SPY', 'USD', '1650'),
  holding('TLT', 'USD', '860'),
];
const cash = [
  { accountId: 'a', currency: 'USD', amount: '100', value: '100' },
  { accountId: 'b', currency: 'EUR', amount: '50', value: '55.5' },
];
const facts = [
  {
    symbol: 'AAPL',
    name: 'Apple Inc.',
    kind: 'stock' as const,
    sector: 'Technology',
    industry: 'Technology',
    country: 'US',
    assetClass: 'Stocks' as const,
  },
  {
    symbol: 'MSFT',
    name: null,
    kind: 'stock' as const,
    sector: 'Technology',
    industry: 'Software',
    country: 'US',
    assetClass: 'Stocks' as const,
  },
  {
    symbol: 'SAP.DE',
    name: null,
    kind: null,
    sector: null,
    industry: 'Software',
    country: null,
    assetClass: null,
  },
  {
    symbol: 'SPY',
    name: 'SPDR S&P 500 ETF Trust',
    kind: 'fund' as const,
    sector: null,
    industry: null,
    country: null,
    assetClass: 'Stocks' as const,
  },
  {
    symbol: 'TLT',
    name: 'iShares 20+ Year Treasury Bond ETF',
    kind: 'fund' as const,
    sector: null,
    industry: null,
    country: null,
    assetClass: 'Bonds' as const,
  },
];
const slices = (dimension: Parameters<typeof allocationSlices>[0]) =>
  Object.fromEntries(allocationSlices(dimension, holdings, cash, facts));

describe('the allocation by each dimension', () => {
  it('gives cash a slice of its own, unknown facts the slice Unknown, broad funds theirs', () => {
    // Cash 100 + 55.50 = 155.50.
    expect(slices('position')).toEqual({
      AAPL: 900.1,
      MSFT: 500,
      'SAP.DE': 300.05,
      SPY: 1650,
      TLT: 860,
      Cash: 155.5,
    });
    // Technology 900.10 + 500 = 1,400.10; SAP's sector is not known; SPY 1,650 + TLT 860 =
    // 2,510 are funds whose holdings span sectors.
    const broad = { 'Funds, not broken down': 2510 };
    expect(slices('sector')).toEqual({
      Technology: 1400.1,
      Unknown: 300.05,
      ...broad,
      Cash: 155.5,
    });
    expect(slices('industry')).toEqual({
      Technology: 900.1,
      Software: 800.05,
      ...broad,
      Cash: 155.5,
    });
    expect(slices('country')).toEqual({ US: 1400.1, Unknown: 300.05, ...broad, Cash: 155.5 });
    // Stocks: AAPL 900.10 + MSFT 500 + SPY 1,650 = 3,050.10; Bonds: TLT 860.
    expect(slices('assetClass')).toEqual({
      Stocks: 3050.1,
      Unknown: 300.05,
      Bonds: 860,
      Cash: 155.5,
    });
  });

  it('by currency, counts cash in its currency: USD 900.10 + 500 + 1,650 + 860 + 100, EUR 300.05 + 55.50', () => {
    expect(slices('currency')).toEqual({ USD: 4010.1, EUR: 355.55 });
  });
});

describe('what a deletion names', () => {
  it("says each kind's count in words", () => {
    expect(
      kindsText([
        { type: 'buy', count: 3 },
        { type: 'sell', count: 1 },
        { type: 'dividend', count: 4 },
      ]),
    ).toBe('3 buys, 1 sell and 4 dividends');
    expect(kindsText([{ type: 'split', count: 1 }])).toBe('1 split');
    expect(kindsText([])).toBe('no transactions');
  });
});

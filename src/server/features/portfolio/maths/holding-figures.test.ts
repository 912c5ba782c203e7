import { describe, expect, it } from 'vitest';
import { decimal } from '#shared/platform/money.ts';
import { sameCurrency } from './fx.ts';
import { holdingsOf } from './holdings.ts';
import type { LedgerEntry } from './ledger-entry.ts';
import { bookSymbol } from './lots.ts';
import { buy, dividend, sell } from './scenario-kit.ts';

// Each holding's weight and total return (docs/portfolio-maths.md), derived by hand.

const booksOf = (symbol: string, ledger: LedgerEntry[]) => {
  const result = bookSymbol(symbol, ledger, {
    fx: sameCurrency('USD'),
    accountCurrency: () => 'USD',
  });
  if (!result.ok) throw new Error('scenario has an uncovered sell');
  return result.books;
};

describe("a holding's weight and total return", () => {
  const aapl = [
    buy('AAPL', '2024-01-02', { quantity: '10', price: '100' }),
    sell('AAPL', '2024-02-01', { quantity: '4', price: '130' }),
    dividend('AAPL', '2024-03-01', '6'),
  ];
  const msft = [buy('MSFT', '2024-01-02', { quantity: '2', price: '300' })];
  const answer = holdingsOf({
    books: [...booksOf('AAPL', aapl), ...booksOf('MSFT', msft)],
    method: 'fifo',
    prices: new Map([
      ['AAPL', { price: 150, previousClose: null }],
      ['MSFT', { price: 250, previousClose: null }],
    ]),
    names: new Map(),
    cash: [{ accountId: 'brokerage', currency: 'USD', amount: decimal('600') }],
    interest: decimal(0),
    accountFees: decimal(0),
    baseCurrency: 'USD',
    rateNow: () => 1,
    account: null,
  });
  const row = (symbol: string) => answer.holdings.find((h) => h.symbol === symbol);

  it('adds the unrealized gain, the realized gain and the dividends', () => {
    // AAPL: 6 left at cost 100 = 600, worth 6 × 150 = 900: unrealized 300. Sold 4 at 130 that
    // cost 100: realized 4 × 30 = 120. Dividends 6. Total 300 + 120 + 6 = 426.
    expect(row('AAPL')).toMatchObject({ unrealizedGain: '300', realizedGain: '120' });
    expect(row('AAPL')?.totalReturn).toBe('426');
    // MSFT: 2 × 250 − 600 = −100, nothing realized, no dividends.
    expect(row('MSFT')?.totalReturn).toBe('-100');
  });

  it('weighs each against the total value, cash included', () => {
    // Total = AAPL 900 + MSFT 500 + cash 600 = 2,000. AAPL 900 / 2,000 = 45 %, MSFT 25 %.
    expect(answer.totals.totalValue).toBe('2000');
    expect(row('AAPL')?.weight).toBe('45');
    expect(row('MSFT')?.weight).toBe('25');
  });

  it('has neither for a holding without a price', () => {
    const unpriced = holdingsOf({
      books: booksOf('MSFT', msft),
      method: 'fifo',
      prices: new Map(),
      names: new Map(),
      cash: [],
      interest: decimal(0),
      accountFees: decimal(0),
      baseCurrency: 'USD',
      rateNow: () => 1,
      account: null,
    });
    expect(unpriced.holdings[0]).toMatchObject({ weight: null, totalReturn: null });
  });
});

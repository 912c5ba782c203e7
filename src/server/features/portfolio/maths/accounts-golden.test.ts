import { describe, expect, it } from 'vitest';
import { canonical, decimal } from '#shared/platform/money.ts';
import { cashOf } from './cash.ts';
import { dailySeries, type CloseSeries } from './daily-series.ts';
import { dayOf } from './days.ts';
import { fxOf, sameCurrency, type Fx } from './fx.ts';
import { holdingsOf } from './holdings.ts';
import type { LedgerEntry } from './ledger-entry.ts';
import { bookSymbol, type PositionBook } from './lots.ts';
import { rangeReturns } from './returns.ts';
import {
  buy,
  cash,
  closes,
  dividendIn,
  receive,
  sell,
  split,
  tax,
  transferCash,
  transferShares,
} from './scenario-kit.ts';

// Golden scenarios of accounts, cash and currencies (docs/decisions/085). Every expected number
// is derived by hand in the comments. Rates are "one unit = x US dollars" on the days given.

const ACCOUNT_CURRENCY: Record<string, string> = { brokerage: 'USD', ira: 'USD', isa: 'GBP' };
const accountCurrency = (id: string) => ACCOUNT_CURRENCY[id] ?? 'USD';
const text = (value: { toDecimalPlaces(places: number): Parameters<typeof canonical>[0] }) =>
  canonical(value.toDecimalPlaces(6));

function booksOf(symbol: string, ledger: LedgerEntry[], fx: Fx): PositionBook[] {
  const result = bookSymbol(
    symbol,
    ledger.filter((entry) => entry.symbol === symbol),
    { fx, accountCurrency },
  );
  if (!result.ok) throw new Error('scenario has an uncovered sell');
  return result.books;
}

function returnsOf(
  ledger: LedgerEntry[],
  prices: Record<string, CloseSeries>,
  fx: Fx,
  account?: string,
) {
  const series = dailySeries(ledger, new Map(Object.entries(prices)), {
    fx,
    accountCurrency,
    ...(account ? { account } : {}),
  });
  return { series, returns: rangeReturns(series, series.days[0] ?? 0) };
}

describe('golden scenarios: currencies', () => {
  // SAP.DE in euros, a US-dollar investor: EUR/USD 1.10 at the buy, 1.20 a month later, 1.25 at
  // the sale.
  const eurUsd = fxOf(
    'USD',
    new Map([['EUR', closes({ '2024-01-02': 1.1, '2024-02-01': 1.2, '2024-03-01': 1.25 })]]),
  );
  const sap = closes({ '2024-01-02': 100, '2024-02-01': 110, '2024-03-01': 110 });
  const bought = buy('SAP.DE', '2024-01-02', { quantity: '10', price: '100', currency: 'EUR' });

  it('a EUR stock held while EUR/USD moves: the gain from the price and from the rate apart', () => {
    const books = booksOf('SAP.DE', [bought], eurUsd);
    const holdings = holdingsOf({
      books,
      method: 'fifo',
      prices: new Map([['SAP.DE', { price: 110, previousClose: null }]]),
      names: new Map(),
      cash: [],
      interest: decimal(0),
      accountFees: decimal(0),
      baseCurrency: 'USD',
      rateNow: (currency) => eurUsd.rate(currency, dayOf('2024-02-01')),
      account: null,
    });
    // Cost €1000 at 1.10 = $1100 (never at today's rate). Worth €1100 at 1.20 = $1320.
    // Gain $220: price part (1100 − 1000) × 1.10 = $110; currency part 1100 × (1.20 − 1.10) = $110.
    expect(holdings.holdings[0]).toMatchObject({
      currency: 'EUR',
      price: '110',
      averageCost: '100',
      costBasis: '1100',
      marketValue: '1320',
      unrealizedGain: '220',
      priceGain: '110',
      currencyGain: '110',
    });
  });

  it('then sold: the realized gain in dollars, its currency part, and the euros left as cash', () => {
    const ledger = [
      bought,
      sell('SAP.DE', '2024-03-01', { quantity: '10', price: '110', currency: 'EUR' }),
    ];
    const [book] = booksOf('SAP.DE', ledger, eurUsd);
    // Proceeds €1100 at 1.25 = $1375; cost $1100: realized $275. At the rate the cost was paid
    // (1.10) the proceeds were $1210: the price made $110, the rate $1375 − $1210 = $165.
    expect(book && text(book.fifo.realizedGainBase)).toBe('275');
    expect(book && text(book.fifo.realizedCurrencyGain)).toBe('165');
    expect(book && text(book.fifo.realizedGain)).toBe('100');
    // The euros stay euros in the account: €1100, the buy's €1000 having been an implied deposit.
    const { balances, implied } = cashOf(ledger, accountCurrency);
    expect(balances.map((b) => [b.currency, text(b.amount)])).toEqual([['EUR', '1100']]);
    expect(implied.map((d) => [d.date, d.currency, text(d.amount)])).toEqual([
      ['2024-01-02', 'EUR', '1000'],
    ]);
    // In dollars: paid in 1000 × 1.10 = 1100. V = 1100; 10 × 110 × 1.20 = 1320 (r 0.2);
    // cash 1100 × 1.25 = 1375 (r = 1375/1320 − 1). TWR = 1375/1100 − 1 = 0.25.
    const { series, returns } = returnsOf(ledger, { 'SAP.DE': sap }, eurUsd);
    expect(series.inflow).toEqual([1100, 0, 0]);
    expect(series.value.map((v) => Math.round(v * 1e6) / 1e6)).toEqual([1100, 1320, 1375]);
    expect(returns.twr).toBeCloseTo(0.25, 12);
  });

  it("a broker's rate settles a trade in the account's currency, and prices its cost", () => {
    // The same buy in a pounds ISA, the broker converting at 0.86 GBP per euro; GBP/USD 1.27.
    const gbp = fxOf(
      'USD',
      new Map([
        ['EUR', closes({ '2024-01-02': 1.1 })],
        ['GBP', closes({ '2024-01-02': 1.27 })],
      ]),
    );
    const converted = {
      ...buy('SAP.DE', '2024-01-02', { quantity: '10', price: '100', currency: 'EUR' }),
      accountId: 'isa',
      fxRate: decimal('0.86'),
    };
    // The ISA pays €1000 × 0.86 = £860 (an implied deposit of pounds); the cost in dollars is
    // €1000 × 0.86 × 1.27 = $1092.20, at the broker's rate, not the market's $1100.
    const { implied } = cashOf([converted], accountCurrency);
    expect(implied.map((d) => [d.accountId, d.currency, text(d.amount)])).toEqual([
      ['isa', 'GBP', '860'],
    ]);
    const [book] = booksOf('SAP.DE', [converted], gbp);
    expect(book && text(book.fifo.costBasisBase)).toBe('1092.2');
    expect(book && text(book.fifo.costBasis)).toBe('1000');
  });

  it('a dividend with tax withheld in francs, in a dollar base', () => {
    const chf = fxOf('USD', new Map([['CHF', closes({ '2024-01-02': 1.15, '2024-04-22': 1.1 })]]));
    const ledger = [
      buy('NESN.SW', '2024-01-02', { quantity: '100', price: '95', currency: 'CHF' }),
      dividendIn('NESN.SW', '2024-04-22', '300', { currency: 'CHF' }),
      tax('NESN.SW', '2024-04-22', '105', { currency: 'CHF' }),
    ];
    const [book] = booksOf('NESN.SW', ledger, chf);
    // Gross CHF 300 at 1.10 = $330; the 35 % Swiss tax CHF 105 = $115.50; net CHF 195.
    expect(book && text(book.dividendsBase)).toBe('330');
    expect(book && text(book.taxesBase)).toBe('115.5');
    const { balances } = cashOf(ledger, accountCurrency);
    expect(balances.map((b) => [b.currency, text(b.amount)])).toEqual([['CHF', '195']]);
  });
});

describe('golden scenarios: accounts', () => {
  const usd = sameCurrency('USD');
  const x = closes({ '2024-01-02': 100, '2024-01-03': 110, '2024-01-04': 121 });

  it('a share transfer from a taxable account to an IRA is not a sale: lots, dates and cost move', () => {
    const ledger = [
      buy('X', '2024-01-02', { quantity: '10', price: '100' }),
      transferShares('X', '2024-01-03', '10', 'brokerage', 'ira'),
    ];
    const books = booksOf('X', ledger, usd);
    const ira = books.find((book) => book.accountId === 'ira');
    const taxable = books.find((book) => book.accountId === 'brokerage');
    expect(ira?.lots.map((lot) => [lot.date, text(lot.quantity), text(lot.cost)])).toEqual([
      ['2024-01-02', '10', '1000'],
    ]);
    expect(taxable && text(taxable.quantity)).toBe('0');
    expect(taxable && text(taxable.fifo.realizedGain)).toBe('0');
    // Whole portfolio: V 1000, 1100, 1210; nothing crosses its edge after the first day: 0.21.
    expect(returnsOf(ledger, { X: x }, usd).returns.twr).toBeCloseTo(0.21, 12);
    // The taxable account: paid in 1000; on 3 Jan its 10 shares leave worth 10 × 110 = 1100:
    // r = (0 + 1100)/1000 − 1 = 0.1. The IRA: 1100 comes in on 3 Jan (V 1100, r 0), then
    // 1210/1100 − 1 = 0.1. Each account earned 10 % while it held the shares.
    expect(returnsOf(ledger, { X: x }, usd, 'brokerage').returns.twr).toBeCloseTo(0.1, 12);
    const ira3 = returnsOf(ledger, { X: x }, usd, 'ira');
    expect(ira3.series.inflow).toEqual([1100, 0]);
    expect(ira3.returns.twr).toBeCloseTo(0.1, 12);
  });

  it('a cash transfer between accounts moves money, not value', () => {
    const ledger = [
      cash('deposit', '2024-01-02', '1000', { account: 'ira' }),
      transferCash('2024-01-03', '400', 'ira', 'brokerage'),
    ];
    const whole = returnsOf(ledger, {}, usd);
    // Whole: paid in 1000, worth 1000 both days: TWR 0, net contributions 1000.
    expect(whole.series.value).toEqual([1000, 1000]);
    expect(whole.returns.twr).toBe(0);
    expect(whole.returns.netContributions).toEqual([1000, 1000]);
    // The IRA: 1000 in, then 400 out leaving 600: r = (600 + 400)/1000 − 1 = 0.
    const ira = returnsOf(ledger, {}, usd, 'ira');
    expect(ira.series.outflow).toEqual([0, 400]);
    expect(ira.returns.twr).toBe(0);
    const { balances } = cashOf(ledger, accountCurrency);
    expect(balances.map((b) => [b.accountId, text(b.amount)]).sort()).toEqual([
      ['brokerage', '400'],
      ['ira', '600'],
    ]);
  });

  it('an opening position: shares received with their cost and acquisition date', () => {
    const ledger = [
      receive('X', '2024-01-02', { quantity: '10', cost: '50', acquiredOn: '2019-05-01' }),
      sell('X', '2024-01-03', { quantity: '10', price: '110' }),
    ];
    const [book] = booksOf('X', ledger, usd);
    // The sale of 10 at 110 against the lot's own cost of 10 × 50: a realized gain of 600.
    expect(book && text(book.fifo.realizedGain)).toBe('600');
    // For returns the shares come in at what they were worth that day, 10 × 100 = 1000, not at
    // their cost: V 1000 (r 0), then cash 1100 (r 0.1).
    const { series, returns } = returnsOf(ledger, { X: x }, usd);
    expect(series.inflow).toEqual([1000, 0, 0]);
    expect(returns.twr).toBeCloseTo(0.1, 12);
    const [held] = booksOf('X', ledger.slice(0, 1), usd);
    expect(held?.lots.map((lot) => lot.date)).toEqual(['2019-05-01']);
  });

  it('a split that leaves a fraction can be sold to zero', () => {
    // 10 shares, 1 → 2 (20), then 3 → 1 (20/3 = 6.666666…): the ledger keeps 6 places, 6.666667.
    const ledger = [
      buy('X', '2024-01-02', { quantity: '10', price: '30' }),
      split('X', '2024-01-03', 1, 2),
      split('X', '2024-01-04', 3, 1),
    ];
    const [book] = booksOf('X', ledger, usd);
    expect(book && text(book.quantity)).toBe('6.666667');
    const sold = [...ledger, sell('X', '2024-01-05', { quantity: '6.666667', price: '46' })];
    const [after] = booksOf('X', sold, usd);
    expect(after && text(after.quantity)).toBe('0');
    expect(after?.lots).toEqual([]);
    // Proceeds 6.666667 × 46 = 306.666682 against the cost of 300: realized 6.666682.
    expect(after && text(after.fifo.realizedGain)).toBe('6.666682');
  });

  it('before its first close a symbol is worth its last trade price; a trade prices its own day', () => {
    const ledger = [
      buy('NEW', '2024-01-02', { quantity: '10', price: '20' }),
      buy('NEW', '2024-01-03', { quantity: '10', price: '22' }),
    ];
    // No close until 4 Jan: day 1 at the first buy's 20 (200), day 2 at the second's 22
    // (20 × 22 = 440, not 20 × 20), day 3 at its close of 21 (420).
    const { series } = returnsOf(ledger, { NEW: closes({ '2024-01-04': 21 }) }, usd);
    expect(series.value).toEqual([200, 440, 420]);
  });
});

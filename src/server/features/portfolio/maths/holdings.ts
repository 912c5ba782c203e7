import type { Decimal } from 'decimal.js';
import { canonical, decimal, sum } from '#shared/platform/money.ts';
import type { Holding, Holdings } from '#shared/portfolio/portfolio-ledger.ts';
import type { CostBasisMethod } from '#shared/preferences/preferences.ts';
import type { CashBalance } from './cash.ts';
import type { PositionBook } from './lots.ts';

// Holdings and their totals from booked positions, cash and prices (docs/portfolio-maths.md),
// one row per symbol across the accounts in scope. Per-share figures are in the security's
// currency; values, costs and gains in the base currency, the gain split into the part from
// the price and the part from the exchange rate (docs/decisions/085). Sold-out symbols are not
// rows, but their realized gains and dividends count in the totals.

export interface PriceNow {
  price: number;
  /** The close before, for the day's change; null when unknown. */
  previousClose: number | null;
}

export interface HoldingsInput {
  books: readonly PositionBook[];
  method: CostBasisMethod;
  prices: ReadonlyMap<string, PriceNow>;
  names: ReadonlyMap<string, string | null>;
  cash: readonly CashBalance[];
  /** Interest received and account fees paid, in the base currency. */
  interest: Decimal;
  accountFees: Decimal;
  baseCurrency: string;
  /** Today's rate of each currency into the base currency. */
  rateNow(currency: string): number;
  /** One account's holdings; every account's when null. */
  account: string | null;
}

const text = (value: Decimal) => canonical(value.toDecimalPlaces(6));
const maybe = (value: Decimal | null) => (value === null ? null : text(value));

interface Row {
  symbol: string;
  currency: string;
  books: PositionBook[];
}

export function holdingsOf(input: HoldingsInput): Holdings {
  const { method, prices, names } = input;
  const counted = input.books.filter(
    (book) => input.account === null || book.accountId === input.account,
  );
  const bySymbol = new Map<string, Row>();
  for (const book of counted) {
    const row = bySymbol.get(book.symbol);
    if (row) row.books.push(book);
    else bySymbol.set(book.symbol, { symbol: book.symbol, currency: book.currency, books: [book] });
  }
  const totals = {
    marketValue: [] as Decimal[],
    costBasis: [] as Decimal[],
    unrealizedGain: [] as Decimal[],
    priceGain: [] as Decimal[],
    currencyGain: [] as Decimal[],
    realizedGain: [] as Decimal[],
    realizedCurrencyGain: [] as Decimal[],
    dividends: [] as Decimal[],
    taxWithheld: [] as Decimal[],
    dayChange: [] as Decimal[],
  };
  const rows: Holding[] = [];
  for (const { symbol, currency, books } of bySymbol.values()) {
    const methodOf = (book: PositionBook) => book[method];
    const realized = sum(books.map((book) => methodOf(book).realizedGainBase));
    const dividends = sum(books.map((book) => book.dividendsBase));
    const taxes = sum(books.map((book) => book.taxesBase));
    totals.realizedGain.push(realized);
    totals.realizedCurrencyGain.push(sum(books.map((b) => methodOf(b).realizedCurrencyGain)));
    totals.dividends.push(dividends);
    totals.taxWithheld.push(taxes);
    const open = books.filter((book) => !book.quantity.isZero());
    if (open.length === 0) continue;
    const quantity = sum(open.map((book) => book.quantity));
    const cost = sum(open.map((book) => methodOf(book).costBasis));
    const costBase = sum(open.map((book) => methodOf(book).costBasisBase));
    const now = prices.get(symbol);
    const rate = decimal(input.rateNow(currency));
    const price = now ? decimal(now.price) : null;
    const localValue = price ? quantity.times(price) : null;
    const marketValue = localValue ? localValue.times(rate) : null;
    const unrealized = marketValue ? marketValue.minus(costBase) : null;
    // Price part at the rates the shares were paid at; the rest came from the rate moving.
    const paidRate = cost.isZero() ? rate : costBase.dividedBy(cost);
    const priceGain = localValue ? localValue.minus(cost).times(paidRate) : null;
    const currencyGain = unrealized && priceGain ? unrealized.minus(priceGain) : null;
    const dayChange =
      now && now.previousClose !== null
        ? quantity.times(decimal(now.price).minus(now.previousClose)).times(rate)
        : null;
    totals.costBasis.push(costBase);
    if (marketValue && unrealized && priceGain && currencyGain) {
      totals.marketValue.push(marketValue);
      totals.unrealizedGain.push(unrealized);
      totals.priceGain.push(priceGain);
      totals.currencyGain.push(currencyGain);
    }
    if (dayChange) totals.dayChange.push(dayChange);
    rows.push({
      symbol,
      name: names.get(symbol) ?? null,
      currency,
      quantity: text(quantity),
      averageCost: text(cost.dividedBy(quantity)),
      costBasis: text(costBase),
      price: maybe(price),
      marketValue: maybe(marketValue),
      dayChange: maybe(dayChange),
      unrealizedGain: maybe(unrealized),
      unrealizedGainPercent:
        unrealized && !costBase.isZero() ? text(unrealized.dividedBy(costBase).times(100)) : null,
      priceGain: maybe(priceGain),
      currencyGain: maybe(currencyGain),
      realizedGain: text(realized),
      dividends: text(dividends),
      // What the holding has earned: its unrealized and realized gains and its dividends.
      totalReturn: maybe(unrealized ? unrealized.plus(realized).plus(dividends) : null),
      weight: null,
      taxWithheld: text(taxes),
      accounts: open.map((book) => ({
        accountId: book.accountId,
        quantity: text(book.quantity),
        costBasis: text(methodOf(book).costBasisBase),
        marketValue: maybe(price ? book.quantity.times(price).times(rate) : null),
      })),
      lots: open.flatMap((book) =>
        book.lots.map((lot) => ({
          accountId: book.accountId,
          buyId: lot.buyId,
          date: lot.date,
          quantity: text(lot.quantity),
          price: text(lot.price),
        })),
      ),
    });
  }
  const cash = input.cash
    .filter((balance) => input.account === null || balance.accountId === input.account)
    .filter((balance) => !balance.amount.isZero())
    .map((balance) => ({
      ...balance,
      value: balance.amount.times(input.rateNow(balance.currency)),
    }));
  const cashValue = sum(cash.map((balance) => balance.value));
  const marketValue = sum(totals.marketValue);
  const totalValue = marketValue.plus(cashValue);
  // Each holding's share of the total value, cash included (it is a slice of the allocation).
  const weighed = rows.map((row) => ({
    ...row,
    weight:
      row.marketValue === null || !totalValue.greaterThan(0)
        ? null
        : text(decimal(row.marketValue).dividedBy(totalValue).times(100)),
  }));
  return {
    method,
    baseCurrency: input.baseCurrency,
    account: input.account,
    holdings: weighed.sort((a, b) => (a.symbol < b.symbol ? -1 : 1)),
    cash: cash
      .map((balance) => ({
        accountId: balance.accountId,
        currency: balance.currency,
        amount: text(balance.amount),
        value: text(balance.value),
      }))
      .sort((a, b) =>
        a.accountId === b.accountId
          ? a.currency < b.currency
            ? -1
            : 1
          : a.accountId < b.accountId
            ? -1
            : 1,
      ),
    totals: {
      marketValue: text(marketValue),
      cash: text(cashValue),
      totalValue: text(totalValue),
      costBasis: text(sum(totals.costBasis)),
      unrealizedGain: text(sum(totals.unrealizedGain)),
      priceGain: text(sum(totals.priceGain)),
      currencyGain: text(sum(totals.currencyGain)),
      realizedGain: text(sum(totals.realizedGain)),
      realizedCurrencyGain: text(sum(totals.realizedCurrencyGain)),
      dividends: text(sum(totals.dividends)),
      taxWithheld: text(sum(totals.taxWithheld)),
      interest: text(input.interest),
      accountFees: text(input.accountFees),
      dayChange: text(sum(totals.dayChange)),
    },
  };
}

import type { Decimal } from 'decimal.js';
import { canonical, decimal, sum } from '#shared/platform/money.ts';
import type { Holding, Holdings } from '#shared/portfolio/portfolio-ledger.ts';
import type { CostBasisMethod } from '#shared/preferences/preferences.ts';
import type { SymbolBook } from './lots.ts';

// Holdings and their totals from booked symbols and prices (docs/portfolio-maths.md).
// Sold-out symbols are not rows but their realized gains and dividends count in the totals.

export interface PriceNow {
  price: number;
  /** The close before, for the day's change; null when unknown. */
  previousClose: number | null;
}

const text = (value: Decimal) => canonical(value.toDecimalPlaces(6));
const maybe = (value: Decimal | null) => (value === null ? null : text(value));

export function holdingsOf(
  books: readonly SymbolBook[],
  method: CostBasisMethod,
  prices: ReadonlyMap<string, PriceNow>,
  names: ReadonlyMap<string, string | null>,
): Holdings {
  const rows: Holding[] = [];
  const totals = {
    marketValue: [] as Decimal[],
    costBasis: [] as Decimal[],
    unrealizedGain: [] as Decimal[],
    realizedGain: [] as Decimal[],
    dividends: [] as Decimal[],
    dayChange: [] as Decimal[],
  };
  for (const book of books) {
    const { costBasis, realizedGain } = book[method];
    totals.realizedGain.push(realizedGain);
    totals.dividends.push(book.dividends);
    if (book.quantity.isZero()) continue;
    const now = prices.get(book.symbol);
    const price = now ? decimal(now.price) : null;
    const marketValue = price ? book.quantity.times(price) : null;
    const unrealized = marketValue ? marketValue.minus(costBasis) : null;
    const dayChange =
      now && now.previousClose !== null
        ? book.quantity.times(decimal(now.price).minus(now.previousClose))
        : null;
    totals.costBasis.push(costBasis);
    if (marketValue && unrealized) {
      totals.marketValue.push(marketValue);
      totals.unrealizedGain.push(unrealized);
    }
    if (dayChange) totals.dayChange.push(dayChange);
    rows.push({
      symbol: book.symbol,
      name: names.get(book.symbol) ?? null,
      quantity: text(book.quantity),
      averageCost: text(costBasis.dividedBy(book.quantity)),
      costBasis: text(costBasis),
      price: maybe(price),
      marketValue: maybe(marketValue),
      dayChange: maybe(dayChange),
      unrealizedGain: maybe(unrealized),
      unrealizedGainPercent:
        unrealized && !costBasis.isZero() ? text(unrealized.dividedBy(costBasis).times(100)) : null,
      realizedGain: text(realizedGain),
      dividends: text(book.dividends),
      lots: book.lots.map((lot) => ({
        date: lot.date,
        quantity: text(lot.quantity),
        price: text(lot.price),
      })),
    });
  }
  return {
    method,
    holdings: rows.sort((a, b) => (a.symbol < b.symbol ? -1 : 1)),
    totals: {
      marketValue: text(sum(totals.marketValue)),
      costBasis: text(sum(totals.costBasis)),
      unrealizedGain: text(sum(totals.unrealizedGain)),
      realizedGain: text(sum(totals.realizedGain)),
      dividends: text(sum(totals.dividends)),
      dayChange: text(sum(totals.dayChange)),
    },
  };
}

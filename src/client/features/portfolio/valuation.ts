import type { Decimal } from 'decimal.js';
import type { QuoteResult } from '#shared/market-data/market-data.ts';
import { decimal, gainPercent, positionValue, sum } from '#shared/platform/money.ts';
import type { Position } from '#shared/portfolio/portfolio.ts';

// Portfolio figures in decimal arithmetic (money.ts): shown totals never drift like floats do.

export interface Holding {
  position: Position;
  /** Latest price, or the purchase price while no quote is known. */
  price: Decimal;
  cost: Decimal;
  value: Decimal;
  gain: Decimal;
  gainPercent: Decimal | null;
}

export interface Valuation {
  holdings: Holding[];
  value: Decimal;
  cost: Decimal;
  gain: Decimal;
  returnPercent: Decimal | null;
}

export function valuePortfolio(
  positions: readonly Position[],
  quotes: ReadonlyMap<string, QuoteResult>,
): Valuation {
  const holdings = positions.map((position) => {
    const quoted = quotes.get(position.symbol)?.quote?.price;
    const price = quoted === undefined ? decimal(position.purchasePrice) : decimal(quoted);
    const cost = positionValue(position.shares, position.purchasePrice);
    const value = positionValue(position.shares, price.toString());
    return {
      position,
      price,
      cost,
      value,
      gain: value.minus(cost),
      gainPercent: gainPercent(value, cost),
    };
  });
  const value = sum(holdings.map((holding) => holding.value));
  const cost = sum(holdings.map((holding) => holding.cost));
  return {
    holdings,
    value,
    cost,
    gain: value.minus(cost),
    returnPercent: gainPercent(value, cost),
  };
}

/** Money to show: rounded to cents in decimal first, then a number for format.ts. */
export const toCents = (value: Decimal) => value.toDecimalPlaces(2).toNumber();

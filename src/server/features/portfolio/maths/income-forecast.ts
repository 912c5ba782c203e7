import type { Decimal } from 'decimal.js';
import { decimal, sum } from '#shared/platform/money.ts';
import { INCOME_FORECAST_MONTHS, type Income } from '#shared/portfolio/portfolio-income.ts';
import {
  knownOf,
  moneyText,
  type CalendarInput,
  type ExpectedPayment,
} from './dividend-calendar.ts';
import { addMonths, horizonOf, paymentDate } from './dividend-forecast.ts';
import { groupBySymbol } from './group-by-symbol.ts';

// The year ahead beside the income received (docs/decisions/092): the expected payments by month
// of payment, and each held symbol's yields — on its cost and at its latest price — and how its
// dividend per share grew over the trailing year. Percents to 2 places.

export interface IncomeInput extends CalendarInput {
  accountCurrency(accountId: string): string;
  /** The latest price of each symbol, in its currency. */
  prices: ReadonlyMap<string, number>;
}

/** Payments arriving from today up to (not including) the same day in 12 months. */
const inYearAhead = (payment: ExpectedPayment, today: string) => {
  const paid = paymentDate(payment);
  return paid >= today && paid < horizonOf(today, INCOME_FORECAST_MONTHS);
};

/** part / whole in percent to 2 places; null when whole is zero. */
export const percent = (part: Decimal, whole: Decimal) =>
  whole.isZero() ? null : moneyText(part.dividedBy(whole).times(100).toDecimalPlaces(2));

export function forecastOf(
  upcoming: readonly ExpectedPayment[],
  today: string,
): Income['forecast'] {
  const months = new Map<string, { declared: Decimal; projected: Decimal }>();
  let total = decimal(0);
  for (const payment of upcoming) {
    if (!inYearAhead(payment, today)) continue;
    const month = paymentDate(payment).slice(0, 7);
    let row = months.get(month);
    if (!row) months.set(month, (row = { declared: decimal(0), projected: decimal(0) }));
    row[payment.status] = row[payment.status].plus(payment.amountBase);
    total = total.plus(payment.amountBase);
  }
  return {
    total: moneyText(total),
    months: [...months]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, row]) => ({
        month,
        declared: moneyText(row.declared),
        projected: moneyText(row.projected),
      })),
  };
}

export function holdingYields(
  input: IncomeInput,
  upcoming: readonly ExpectedPayment[],
): Income['holdings'] {
  const held = input.books.filter(
    (b) => b.quantity.greaterThan(0) && (input.account === null || b.accountId === input.account),
  );
  const symbols = [...new Set(held.map((b) => b.symbol))].sort();
  const bySymbol = groupBySymbol(input.entries);
  const yearAgo = addMonths(input.today, -12);
  const twoYearsAgo = addMonths(input.today, -24);
  return symbols.map((symbol) => {
    const books = held.filter((b) => b.symbol === symbol);
    const shares = sum(books.map((b) => b.quantity));
    const costBase = sum(books.map((b) => b.fifo.costBasisBase));
    const ahead = upcoming.filter((p) => p.symbol === symbol && inYearAhead(p, input.today));
    // Per share: each dividend once, however many accounts receive it.
    const perShare = new Map(ahead.map((p) => [p.exDate, p.perShare]));
    const annualPerShare = sum([...perShare.values()]);
    const annualIncomeBase = sum(ahead.map((p) => p.amountBase));
    const price = input.prices.get(symbol);
    const known = knownOf(input, symbol, bySymbol.get(symbol) ?? []);
    const perShareIn = (from: string, to: string) =>
      sum(known.filter((d) => d.exDate >= from && d.exDate < to).map((d) => decimal(d.amount)));
    const trailing = perShareIn(yearAgo, input.today);
    const before = perShareIn(twoYearsAgo, yearAgo);
    return {
      symbol,
      shares: moneyText(shares),
      currency: books[0]?.currency ?? input.baseCurrency,
      annualPerShare: moneyText(annualPerShare),
      annualIncomeBase: moneyText(annualIncomeBase),
      yieldOnCost: percent(annualIncomeBase, costBase),
      currentYield: price && price > 0 ? percent(annualPerShare, decimal(price)) : null,
      dividendGrowth: before.isZero() ? null : percent(trailing.minus(before), before),
    };
  });
}

import type { Decimal } from 'decimal.js';
import { decimal } from '#shared/platform/money.ts';
import { INCOME_PAYMENTS_MAX, type Income } from '#shared/portfolio/portfolio-income.ts';
import { expectedPayments, moneyText, type ExpectedPayment } from './dividend-calendar.ts';
import { forecastOf, holdingYields, percent, type IncomeInput } from './income-forecast.ts';
import { entryRate } from './lots.ts';

// The income view (docs/decisions/092): dividends, interest and tax withheld as the ledger
// records them, each in the base currency at its own day's rate (the currency it was paid in
// kept beside it), by month, year, account and symbol; the year ahead's forecast and each
// holding's yields beside them. Pure, run in the portfolio's threads.

type Kind = 'dividend' | 'interest' | 'tax';
const KINDS: readonly string[] = ['dividend', 'interest', 'tax'];

interface Totals {
  dividends: Decimal;
  interest: Decimal;
  taxWithheld: Decimal;
}
const zeroTotals = (): Totals => ({
  dividends: decimal(0),
  interest: decimal(0),
  taxWithheld: decimal(0),
});
function add(totals: Totals, kind: Kind, amount: Decimal) {
  if (kind === 'dividend') totals.dividends = totals.dividends.plus(amount);
  else if (kind === 'interest') totals.interest = totals.interest.plus(amount);
  else totals.taxWithheld = totals.taxWithheld.plus(amount);
}
const totalsOut = (t: Totals) => ({
  dividends: moneyText(t.dividends),
  interest: moneyText(t.interest),
  taxWithheld: moneyText(t.taxWithheld),
  net: moneyText(t.dividends.plus(t.interest).minus(t.taxWithheld)),
});
function totalsIn<K>(map: Map<K, Totals>, key: K): Totals {
  let totals = map.get(key);
  if (!totals) map.set(key, (totals = zeroTotals()));
  return totals;
}

export function incomeOf(input: IncomeInput, expected?: ExpectedPayment[]): Income {
  const received = input.entries.filter(
    (e) =>
      KINDS.includes(e.type) &&
      e.amount &&
      (input.account === null || e.accountId === input.account),
  );
  const all = zeroTotals();
  const months = new Map<string, Totals>();
  const years = new Map<number, Totals>();
  const accounts = new Map<string, Totals>();
  const symbols = new Map<string, { base: Totals; original: Map<string, Totals> }>();
  const payments: { entry: (typeof received)[number]; kind: Kind; base: Decimal }[] = [];
  for (const entry of received) {
    const kind = entry.type as Kind;
    const amount = entry.amount ?? decimal(0);
    const base = amount.times(entryRate(entry, input.fx, input.accountCurrency));
    add(all, kind, base);
    add(totalsIn(months, entry.date.slice(0, 7)), kind, base);
    add(totalsIn(years, Number(entry.date.slice(0, 4))), kind, base);
    add(totalsIn(accounts, entry.accountId), kind, base);
    if (entry.symbol && kind !== 'interest') {
      let symbol = symbols.get(entry.symbol);
      if (!symbol)
        symbols.set(entry.symbol, (symbol = { base: zeroTotals(), original: new Map() }));
      add(symbol.base, kind, base);
      add(totalsIn(symbol.original, entry.currency), kind, amount);
    }
    payments.push({ entry, kind, base });
  }
  const byYear = [...years].sort(([a], [b]) => a - b);
  const upcoming = expected ?? expectedPayments(input);
  return {
    baseCurrency: input.baseCurrency,
    account: input.account,
    today: input.today,
    totals: totalsOut(all),
    byMonth: [...months]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, totals]) => ({ month, ...totalsOut(totals) })),
    byYear: byYear.map(([year, totals], i) => {
      const before = byYear[i - 1];
      const previous = before && before[0] === year - 1 ? before[1].dividends : decimal(0);
      return {
        year,
        ...totalsOut(totals),
        dividendGrowth: percent(totals.dividends.minus(previous), previous),
      };
    }),
    byAccount: [...accounts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([accountId, totals]) => ({ accountId, ...totalsOut(totals) })),
    bySymbol: [...symbols]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([symbol, { base, original }]) => ({
        symbol,
        dividends: moneyText(base.dividends),
        taxWithheld: moneyText(base.taxWithheld),
        original: [...original]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([currency, t]) => ({
            currency,
            dividends: moneyText(t.dividends),
            taxWithheld: moneyText(t.taxWithheld),
          })),
      })),
    // Only the newest are listed: formatted after the cut.
    payments: payments
      .sort(
        (a, b) => b.entry.date.localeCompare(a.entry.date) || a.entry.id.localeCompare(b.entry.id),
      )
      .slice(0, INCOME_PAYMENTS_MAX)
      .map(({ entry, kind, base }) => ({
        id: entry.id,
        date: entry.date,
        kind,
        symbol: entry.symbol || null,
        accountId: entry.accountId,
        amount: moneyText(entry.amount ?? decimal(0)),
        currency: entry.currency,
        amountBase: moneyText(base),
      })),
    forecast: forecastOf(upcoming, input.today),
    holdings: holdingYields(input, upcoming),
  };
}

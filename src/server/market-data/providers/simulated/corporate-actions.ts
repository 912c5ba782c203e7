import {
  addDays,
  isTradingDay,
  nyDate,
  type MarketHoliday,
} from '#shared/market-data/market-hours.ts';
import type { Bar, ProviderDividend } from '../../provider.ts';

// The simulated market's own dividends and splits (docs/decisions/031), reported on its daily
// bars the way Tiingo reports divCash and splitFactor: cash per share on the ex-date's row,
// the split's factor on its ex-date's row, and prices before a split as they were then
// (unadjusted: ten times higher before a 10-for-1), so charts, which divide them back
// (split-adjust.ts), stay on the walk and a ledger that records the split keeps its value.
// The walk itself does not drop on an ex-date: a simulation, not a total-return model.

/** Quarterly payers: cash per share, the first ex-month of the year (1–3) and its day. */
const QUARTERLY_DIVIDENDS: Readonly<Record<string, { cash: string; month: number; day: number }>> =
  {
    AAPL: { cash: '0.25', month: 2, day: 10 },
    MSFT: { cash: '0.83', month: 2, day: 19 },
    KO: { cash: '0.51', month: 3, day: 14 },
    JNJ: { cash: '1.24', month: 2, day: 24 },
    PG: { cash: '1.0065', month: 1, day: 20 },
    JPM: { cash: '1.4', month: 1, day: 5 },
    XOM: { cash: '0.99', month: 2, day: 13 },
    PEP: { cash: '1.42', month: 3, day: 6 },
    IBM: { cash: '1.67', month: 2, day: 9 },
    CSCO: { cash: '0.41', month: 1, day: 4 },
    VZ: { cash: '0.6775', month: 1, day: 10 },
    SPY: { cash: '1.7', month: 3, day: 20 },
  };

/** A symbol's cash per share each quarter (decimal string); null: the simulation pays none. */
export const quarterlyDividend = (symbol: string): string | null =>
  QUARTERLY_DIVIDENDS[symbol]?.cash ?? null;

/** Splits at fixed past dates (ex-dates are trading days); factor 10 is 10-for-1. */
export const SIMULATED_SPLITS: readonly { symbol: string; date: string; factor: number }[] = [
  { symbol: 'NVDA', date: '2024-06-10', factor: 10 },
  { symbol: 'AVGO', date: '2024-07-15', factor: 10 },
];

const FIRST_YEAR = 2019;
const LAST_YEAR = 2035;

/** Each payer's ex-dates: the first trading day on or after the scheduled day of each quarter. */
const exDates = new Map<string, Map<string, string>>();
function dividendsOf(symbol: string, holidays: readonly MarketHoliday[] | undefined) {
  let dates = exDates.get(symbol);
  const schedule = QUARTERLY_DIVIDENDS[symbol];
  if (!dates && schedule) {
    dates = new Map();
    for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
      for (let quarter = 0; quarter < 4; quarter++) {
        const month = String(schedule.month + quarter * 3).padStart(2, '0');
        let date = `${year}-${month}-${String(schedule.day).padStart(2, '0')}`;
        while (!isTradingDay(date, holidays)) date = addDays(date, 1);
        dates.set(date, schedule.cash);
      }
    }
    exDates.set(symbol, dates);
  }
  return dates;
}

/** What the prices of `date` are multiplied by: the factors of the symbol's later splits. */
function priceFactor(symbol: string, date: string): number {
  let factor = 1;
  for (const split of SIMULATED_SPLITS) {
    if (split.symbol === symbol && date < split.date) factor *= split.factor;
  }
  return factor;
}

const roundCents = (value: number) => Math.round(value * 100) / 100;

/** A bar's prices as they were on its day (before a later split), volume in those shares. */
function unadjusted(symbol: string, bar: Bar, date: string): Bar {
  const factor = priceFactor(symbol, date);
  if (factor === 1) return bar;
  return {
    ...bar,
    open: roundCents(bar.open * factor),
    high: roundCents(bar.high * factor),
    low: roundCents(bar.low * factor),
    close: roundCents(bar.close * factor),
    volume: Math.round(bar.volume / factor),
  };
}

const dateOf = (bar: Bar) => bar.date ?? nyDate(new Date(bar.time * 1000));

/** Daily bars with each day's dividend and split factor, prices unadjusted for later splits. */
export function withCorporateActions(
  symbol: string,
  bars: readonly Bar[],
  holidays: readonly MarketHoliday[] | undefined,
): Bar[] {
  const dividends = dividendsOf(symbol, holidays);
  return bars.map((bar) => {
    const date = dateOf(bar);
    const split = SIMULATED_SPLITS.find((s) => s.symbol === symbol && s.date === date);
    return {
      ...unadjusted(symbol, bar, date),
      dividend: dividends?.get(date) ?? '0',
      splitFactor: split ? String(split.factor) : '1',
    };
  });
}

/** A company declares its next dividend this many days before the ex-date. */
export const DECLARED_DAYS_AHEAD = 42;
/** The payment follows the ex-date by two weeks (the next trading day when that is not one). */
const PAID_DAYS_AFTER = 14;

/**
 * The dividends of `symbol` with an ex-date in [from, to] known on `today`: the ones already
 * paid out (the same ex-dates and cash as the daily bars report) and the ones declared, up to
 * DECLARED_DAYS_AHEAD days ahead; later ones are not announced yet. Every payer is a US listing.
 */
export function simulatedDividends(
  symbol: string,
  range: { from: string; to: string; today: string },
  holidays: readonly MarketHoliday[] | undefined,
): ProviderDividend[] {
  const dates = dividendsOf(symbol, holidays);
  if (!dates) return [];
  const until = [range.to, addDays(range.today, DECLARED_DAYS_AHEAD)].sort()[0] ?? range.to;
  const found: ProviderDividend[] = [];
  for (const [exDate, amount] of dates) {
    if (exDate < range.from || exDate > until) continue;
    let payDate = addDays(exDate, PAID_DAYS_AFTER);
    while (!isTradingDay(payDate, holidays)) payDate = addDays(payDate, 1);
    found.push({ exDate, payDate, amount, currency: 'USD' });
  }
  return found.sort((a, b) => a.exDate.localeCompare(b.exDate));
}

/** Intraday bars before a split carry that day's (unadjusted) prices too. */
export function unadjustedIntraday(symbol: string, bars: readonly Bar[]): Bar[] {
  return bars.map((bar) => unadjusted(symbol, bar, dateOf(bar)));
}

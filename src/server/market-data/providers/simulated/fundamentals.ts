import {
  addDays,
  isTradingDay,
  nyDate,
  type MarketHoliday,
} from '#shared/market-data/market-hours.ts';
import type { Bar, ProviderFundamentals } from '../../provider.ts';
import type { CatalogueEntry } from './catalogue.ts';
import { quarterlyDividend } from './corporate-actions.ts';
import { hashString, uniform } from './random.ts';

// The simulated market's key statistics, consistent with its own prices: EPS is fixed per
// company (its anchor price over a P/E drawn once from its symbol), so P/E is today's price over
// that EPS; the dividend yield is its declared quarterly dividend (corporate-actions.ts) × 4 over
// today's price; volumes are its own daily bars'. Funds have no earnings, so no EPS, P/E or
// earnings dates.

/** Sessions in the 10-day and 3-month average volumes. */
const TEN_DAYS = 10;
const THREE_MONTHS = 63;
/** SPY's daily move (catalogue-other.ts): the market a beta is measured against. */
const MARKET_DAILY_VOLATILITY = 0.01;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const draw = (symbol: string, what: string) => uniform(hashString(symbol), hashString(what));

/** A company's trailing EPS: its anchor price over a P/E between 12 and 40. */
export function simulatedEps(entry: CatalogueEntry): number | null {
  if (entry.type === 'ETP') return null;
  const pe = 12 + 28 * draw(entry.symbol, 'pe');
  return round(entry.anchorPrice / pe, 2);
}

/** Its move against the market's: volatility ratio times a correlation (SPY itself is 1). */
function beta(entry: CatalogueEntry): number {
  if (entry.symbol === 'SPY') return 1;
  const correlation =
    entry.type === 'ETP'
      ? 0.7 + 0.3 * draw(entry.symbol, 'corr')
      : 0.4 + 0.4 * draw(entry.symbol, 'corr');
  return round((entry.dailyVolatility / MARKET_DAILY_VOLATILITY) * correlation, 2);
}

const dateOfBar = (bar: Bar) => bar.date ?? nyDate(new Date(bar.time * 1000));

function averageVolume(bars: readonly Bar[], sessions: number): number | null {
  const last = bars.slice(-sessions);
  if (last.length === 0) return null;
  return Math.round(last.reduce((sum, bar) => sum + bar.volume, 0) / last.length);
}

/**
 * `price`: the listing's price now; `bars`: its recent daily bars, oldest first, the last being
 * today's session so far or the last finished one.
 */
export function simulatedFundamentals(
  entry: CatalogueEntry,
  price: number | null,
  bars: readonly Bar[],
  today: string,
  holidays: readonly MarketHoliday[],
): ProviderFundamentals {
  const eps = simulatedEps(entry);
  const cash = quarterlyDividend(entry.symbol);
  const lastBar = bars.at(-1);
  const priced = price !== null && price > 0;
  return {
    kind: entry.type === 'ETP' ? 'fund' : 'stock',
    eps,
    epsPeriod: eps === null ? null : lastReportedQuarter(entry, today, holidays),
    peRatio: eps !== null && eps > 0 && priced ? round(price / eps, 2) : null,
    dividendYieldPercent: priced
      ? round(((cash === null ? 0 : Number(cash)) * 4 * 100) / price, 2)
      : null,
    beta: beta(entry),
    volume: lastBar ? { shares: lastBar.volume, date: dateOfBar(lastBar) } : null,
    averageVolume10Day: averageVolume(bars, TEN_DAYS),
    averageVolume3Month: averageVolume(bars, THREE_MONTHS),
  };
}

/** A company's report dates in a year: 2–6 weeks after each quarter ends, on a trading day. */
function reportDates(entry: CatalogueEntry, year: number, holidays: readonly MarketHoliday[]) {
  const delay = 14 + Math.floor(28 * draw(entry.symbol, 'earnings'));
  return [1, 4, 7, 10].map((month) => {
    let date = addDays(`${year}-${String(month).padStart(2, '0')}-01`, delay);
    while (!isTradingDay(date, holidays)) date = addDays(date, 1);
    return date;
  });
}

/** The first report date in [from, to]; null for a fund or when none falls inside. */
export function simulatedNextEarnings(
  entry: CatalogueEntry,
  from: string,
  to: string,
  holidays: readonly MarketHoliday[],
): string | null {
  if (entry.type === 'ETP') return null;
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    const next = reportDates(entry, year, holidays).find((date) => date >= from && date <= to);
    if (next) return next;
  }
  return null;
}

const QUARTER_ENDS = ['12-31', '03-31', '06-30', '09-30'];

/** The quarter end the last report on or before `today` covered (the trailing EPS's period). */
function lastReportedQuarter(
  entry: CatalogueEntry,
  today: string,
  holidays: readonly MarketHoliday[],
): string {
  const year = Number(today.slice(0, 4));
  const reports = [
    ...reportDates(entry, year - 1, holidays).map((date, i) => ({ date, year: year - 1, i })),
    ...reportDates(entry, year, holidays).map((date, i) => ({ date, year, i })),
  ].filter((report) => report.date <= today);
  const last = reports.at(-1) ?? { year, i: 0 };
  // The January report covers the quarter that ended on 31 December of the year before.
  return `${last.i === 0 ? last.year - 1 : last.year}-${QUARTER_ENDS[last.i] ?? '12-31'}`;
}

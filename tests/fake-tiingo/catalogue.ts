import { addDays, isTradingDay } from '#shared/market-data/market-hours.ts';

// What the fake Tiingo knows: a few tickers with deterministic end-of-day rows shaped like
// Tiingo's (research note on Tiingo §2): raw prices, a 4:1 split with its ex-date row
// (splitFactor 4), quarterly dividends on their ex-date rows (divCash), adj* scaled before each
// event, a delisted ticker whose rows go on frozen with volume 0, and a class share that only
// answers under its hyphenated name.

export interface FakeTicker {
  ticker: string;
  name: string;
  exchangeCode: string;
  /** First row. */
  startDate: string;
  /** Last traded day: later rows repeat its close with volume 0 (Tiingo's "phantom rows"). */
  delistedOn?: string;
  /** Price level (split-adjusted) the walk moves around. */
  basePrice: number;
  splits: ReadonlyArray<{ date: string; factor: number }>;
  /** Cash per share, each on its ex-date. */
  dividends: ReadonlyArray<{ date: string; amount: number }>;
}

export const TICKERS: readonly FakeTicker[] = [
  {
    ticker: 'AAPL',
    name: 'Apple Inc',
    exchangeCode: 'NASDAQ',
    startDate: '2016-01-04',
    basePrice: 150,
    splits: [{ date: '2020-08-31', factor: 4 }],
    dividends: [
      { date: '2023-02-10', amount: 0.23 },
      { date: '2023-05-12', amount: 0.24 },
      { date: '2026-08-10', amount: 0.27 },
    ],
  },
  {
    ticker: 'MSFT',
    name: 'Microsoft Corporation',
    exchangeCode: 'NASDAQ',
    startDate: '2016-01-04',
    basePrice: 300,
    splits: [],
    dividends: [{ date: '2026-08-20', amount: 0.83 }],
  },
  {
    ticker: 'SPY',
    name: 'SPDR S&P 500 ETF Trust',
    exchangeCode: 'NYSE ARCA',
    startDate: '2016-01-04',
    basePrice: 500,
    splits: [],
    dividends: [],
  },
  {
    ticker: 'BRK-B',
    name: 'Berkshire Hathaway Inc Class B',
    exchangeCode: 'NYSE',
    startDate: '2016-01-04',
    basePrice: 420,
    splits: [],
    dividends: [],
  },
  {
    ticker: 'SGEN',
    name: 'Seagen Inc',
    exchangeCode: 'NASDAQ',
    startDate: '2016-01-04',
    delistedOn: '2023-12-13',
    basePrice: 210,
    splits: [],
    dividends: [],
  },
];

export interface EodRow {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  adjOpen: number;
  adjHigh: number;
  adjLow: number;
  adjClose: number;
  adjVolume: number;
  divCash: number;
  splitFactor: number;
}

const round = (value: number, places = 4) => Math.round(value * 10 ** places) / 10 ** places;

/** Deterministic in [0, 1) from a ticker and a day number. */
function noise(ticker: string, day: number): number {
  let hash = day * 2_654_435_761;
  for (const char of ticker) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return ((hash >>> 0) % 10_000) / 10_000;
}

const rowsByTicker = new Map<string, EodRow[]>();

/** Every row of the ticker up to `lastDate`, ascending. */
export function eodRows(listing: FakeTicker, lastDate: string): EodRow[] {
  let all = rowsByTicker.get(listing.ticker);
  if (!all || (all.at(-1)?.date ?? '') < lastDate) {
    all = buildRows(listing, lastDate);
    rowsByTicker.set(listing.ticker, all);
  }
  return all.filter((row) => row.date <= lastDate);
}

function buildRows(listing: FakeTicker, lastDate: string): EodRow[] {
  const rows: EodRow[] = [];
  let day = 0;
  let frozen: EodRow | undefined;
  for (let date = listing.startDate; date <= lastDate; date = addDays(date, 1)) {
    if (!isTradingDay(date)) continue;
    day += 1;
    if (listing.delistedOn && date > listing.delistedOn && frozen) {
      rows.push({ ...frozen, date, volume: 0, adjVolume: 0, divCash: 0, splitFactor: 1 });
      continue;
    }
    // Split-adjusted walk; raw prices are it times the splits still to come.
    const adjusted =
      listing.basePrice * (1 + 0.25 * Math.sin(day / 90) + 0.02 * noise(listing.ticker, day));
    const laterSplits = listing.splits
      .filter((split) => split.date > date)
      .reduce((product, split) => product * split.factor, 1);
    const close = round(adjusted * laterSplits, 2);
    const open = round(close * (1 - 0.01 * (noise(listing.ticker, day + 7) - 0.5)), 2);
    const high = round(Math.max(open, close) * 1.006, 2);
    const low = round(Math.min(open, close) * 0.994, 2);
    const volume = 1_000_000 + Math.floor(noise(listing.ticker, day + 3) * 50_000_000);
    const row: EodRow = {
      date,
      open,
      high,
      low,
      close,
      volume,
      adjOpen: open,
      adjHigh: high,
      adjLow: low,
      adjClose: close,
      adjVolume: volume,
      divCash: listing.dividends.find((d) => d.date === date)?.amount ?? 0,
      splitFactor: listing.splits.find((s) => s.date === date)?.factor ?? 1,
    };
    rows.push(row);
    if (date === listing.delistedOn) frozen = row;
  }
  return adjust(rows);
}

/** adj*: CRSP-style, each dividend and split scales every earlier row (research note §8). */
function adjust(rows: EodRow[]): EodRow[] {
  let factor = 1;
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i];
    if (!row) continue;
    Object.assign(row, {
      adjOpen: round(row.open * factor, 10),
      adjHigh: round(row.high * factor, 10),
      adjLow: round(row.low * factor, 10),
      adjClose: round(row.close * factor, 10),
      adjVolume: Math.round(row.volume / factor),
    });
    const previous = rows[i - 1];
    if (row.splitFactor !== 1) factor /= row.splitFactor;
    if (row.divCash > 0 && previous) factor *= 1 - row.divCash / previous.close;
  }
  return rows;
}

export const findTicker = (ticker: string) =>
  TICKERS.find((listing) => listing.ticker === ticker.toUpperCase());

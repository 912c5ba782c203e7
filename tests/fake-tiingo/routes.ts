import {
  addDays,
  isTradingDay,
  nyDate,
  previousTradingDay,
  regularSessionOn,
} from '#shared/market-data/market-hours.ts';
import { eodRows, findTicker, type EodRow } from './catalogue.ts';

// Tiingo's answers for each path (research note on Tiingo §2, §3, §7), as the fake gives them.

export interface Reply {
  status: number;
  /** JSON unless `contentType` says otherwise. */
  body: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}

const detail = (status: number, text: string): Reply => ({ status, body: { detail: text } });
const NOT_FOUND = detail(404, 'Not found.');
const PUBLISHED_AFTER_CLOSE_MS = 90 * 60_000;
const HISTORICAL_KEYS = [
  'date',
  'close',
  'high',
  'low',
  'open',
  'volume',
  'adjClose',
  'adjHigh',
  'adjLow',
  'adjOpen',
  'adjVolume',
  'divCash',
  'splitFactor',
] as const;

/** The last date whose end-of-day row is out (Tiingo: about 17:30 New York time). */
export function lastPublished(nowMs: number): string {
  const today = nyDate(new Date(nowMs));
  const session = regularSessionOn(today);
  if (session && nowMs >= session.close.getTime() + PUBLISHED_AFTER_CLOSE_MS) return today;
  return previousTradingDay(today);
}

/** The ticker a path names, for the monthly unique-symbol count; null: none. */
export function tickerOf(path: string): string | null {
  const match = /^\/(?:tiingo\/daily|iex)\/([^/]+)/i.exec(path);
  return match?.[1] ? decodeURIComponent(match[1]).toUpperCase() : null;
}

export function route(path: string, query: URLSearchParams, nowMs: number): Reply {
  if (/^\/api\/test\/?$/.test(path)) {
    return { status: 200, body: { message: 'You successfully sent a request' } };
  }
  if (path === '/iex') return { status: 301, body: '', contentType: 'text/html' };
  if (/^\/tiingo\/news\/?$/.test(path)) {
    return detail(403, 'You do not have permission to access the News API');
  }
  let match = /^\/tiingo\/daily\/([^/]+)\/?$/i.exec(path);
  if (match?.[1]) return metadata(decodeURIComponent(match[1]), nowMs);
  match = /^\/tiingo\/daily\/([^/]+)\/prices\/?$/i.exec(path);
  if (match?.[1]) return dailyPrices(decodeURIComponent(match[1]), query, nowMs);
  match = /^\/iex\/([^/]+)\/prices\/?$/i.exec(path);
  if (match?.[1]) return intradayPrices(decodeURIComponent(match[1]), query, nowMs);
  return NOT_FOUND;
}

function metadata(ticker: string, nowMs: number): Reply {
  const listing = findTicker(ticker);
  if (!listing) return NOT_FOUND;
  return {
    status: 200,
    body: {
      endDate: lastPublished(nowMs),
      startDate: listing.startDate,
      exchangeCode: listing.exchangeCode,
      name: listing.name,
      description: `${listing.name} (fake description).`,
      ticker: listing.ticker,
    },
  };
}

function dailyPrices(ticker: string, query: URLSearchParams, nowMs: number): Reply {
  const listing = findTicker(ticker);
  if (!listing) return detail(404, `Error: Ticker '${ticker.toUpperCase()}' not found`);
  const last = lastPublished(nowMs);
  const startDate = query.get('startDate');
  const endDate = query.get('endDate');
  for (const value of [startDate, endDate]) {
    if (value !== null && !/^\d{4}-\d{1,2}-\d{1,2}$/.test(value)) {
      return detail(400, 'Error: Start date format was not correct. Must be in YYYY-MM-DD format.');
    }
  }
  const resample = query.get('resampleFreq') ?? 'daily';
  if (resample !== 'daily') {
    return detail(400, `Error: the fake Tiingo does not resample (${resample})`);
  }
  const all = eodRows(listing, last);
  // Neither date: only the latest row, in the other encoding, keys in alphabetical order.
  if (startDate === null && endDate === null) {
    const latest = all.at(-1);
    if (!latest) return { status: 200, body: [] };
    const dated: Record<string, unknown> = { ...latest, date: `${latest.date}T00:00:00+00:00` };
    const sorted = Object.fromEntries(
      Object.keys(dated)
        .sort()
        .map((k) => [k, dated[k]]),
    );
    return { status: 200, body: [pick(sorted, query)] };
  }
  const from = startDate ? normalised(startDate) : '0000-00-00';
  const to = endDate ? normalised(endDate) : last;
  let rows = all.filter((row) => row.date >= from && row.date <= to);
  if (query.get('sort') === '-date') rows = [...rows].reverse();
  if (query.get('format') === 'csv') return csv(rows, query);
  return { status: 200, body: rows.map((row) => pick(historical(row), query)) };
}

const normalised = (date: string) =>
  date
    .split('-')
    .map((part, i) => (i === 0 ? part : part.padStart(2, '0')))
    .join('-');

function historical(row: EodRow): Record<string, unknown> {
  const dated: Record<string, unknown> = { ...row, date: `${row.date}T00:00:00.000Z` };
  return Object.fromEntries(HISTORICAL_KEYS.map((key) => [key, dated[key]]));
}

/** `columns=`: only `date` and the named keys. */
function pick(row: Record<string, unknown>, query: URLSearchParams): Record<string, unknown> {
  const columns = query.get('columns');
  if (!columns) return row;
  const wanted = new Set(['date', ...columns.split(',').map((c) => c.trim())]);
  return Object.fromEntries(Object.entries(row).filter(([key]) => wanted.has(key)));
}

function csv(rows: EodRow[], query: URLSearchParams): Reply {
  const keys = Object.keys(pick(Object.fromEntries(HISTORICAL_KEYS.map((k) => [k, 0])), query));
  const lines = rows.map((row) => {
    const values: Record<string, unknown> = { ...row };
    return keys.map((key) => String(values[key])).join(',');
  });
  return { status: 200, body: [keys.join(','), ...lines].join('\n'), contentType: 'text/csv' };
}

function intradayPrices(tickers: string, query: URLSearchParams, nowMs: number): Reply {
  const listing = tickers.includes(',') ? undefined : findTicker(tickers);
  if (!listing) return NOT_FOUND;
  const startDate = query.get('startDate') ?? nyDate(new Date(nowMs));
  const endDate = query.get('endDate') ?? startDate;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate)) {
    return detail(400, 'Error: Start date format was not correct. Must be in YYYY-MM-DD format.');
  }
  const frequency = /^(\d+)(min|hour)$/i.exec(query.get('resampleFreq') ?? '5min');
  if (!frequency?.[1] || !frequency[2]) {
    return detail(400, "Error: resampleFreq must be in 'Min' or 'Hour' only");
  }
  const stepMs =
    Number(frequency[1]) * (frequency[2].toLowerCase() === 'hour' ? 3_600_000 : 60_000);
  const withVolume = (query.get('columns') ?? '').split(',').includes('volume');
  const closes = new Map(eodRows(listing, nyDate(new Date(nowMs))).map((r) => [r.date, r.close]));
  const bars: Array<Record<string, unknown>> = [];
  for (let date = startDate; date <= endDate; date = addDays(date, 1)) {
    const session = isTradingDay(date) ? regularSessionOn(date) : null;
    const base = closes.get(date) ?? closes.get(previousTradingDay(date));
    if (!session || base === undefined) continue;
    const end = Math.min(session.close.getTime(), nowMs);
    for (let at = session.open.getTime(), i = 0; at + stepMs <= end; at += stepMs, i++) {
      const close = Math.round(base * (1 + 0.003 * Math.sin(i / 5)) * 100) / 100;
      bars.push({
        date: new Date(at).toISOString(),
        open: close,
        high: Math.round(close * 100.1) / 100,
        low: Math.round(close * 99.9) / 100,
        close,
        ...(withVolume ? { volume: 1000 + i * 10 + 0.0 } : {}),
      });
    }
  }
  return { status: 200, body: bars };
}

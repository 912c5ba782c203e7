import { z } from 'zod';
import { ProviderError, type Bar } from '../../provider.ts';

// Tiingo's answers, parsed at the boundary. EOD rows carry their trading date as a UTC
// midnight label ("2019-01-02T00:00:00.000Z" or, on latest-only answers,
// "…T00:00:00+00:00"): we take its YYYY-MM-DD as is, never through a time zone. Some thin
// symbols have null fields; a row without a close is dropped, other nulls fall back to it.

const price = z.number().finite().nullable().optional();

const eodRowSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
  open: price,
  high: price,
  low: price,
  close: price,
  volume: price,
  divCash: price,
  splitFactor: price,
});

const intradayRowSchema = z.object({
  date: z.string(),
  open: price,
  high: price,
  low: price,
  close: price,
  volume: price,
});

function rowsOf<T>(schema: z.ZodType<T>, json: unknown, what: string): T[] {
  const parsed = z.array(schema).safeParse(json);
  if (!parsed.success) throw new ProviderError('bad-response', `Tiingo ${what}: unreadable rows`);
  return parsed.data;
}

/** JSON numbers as decimal strings (the ledger reads dividends and splits as decimals). */
const decimalOf = (value: number) => String(value);

export function parseDailyRows(json: unknown): Bar[] {
  return rowsOf(eodRowSchema, json, 'daily prices').flatMap((row) => {
    if (row.close === null || row.close === undefined) return [];
    const close = row.close;
    const date = row.date.slice(0, 10);
    return [
      {
        date,
        time: Date.parse(`${date}T00:00:00Z`) / 1000,
        open: row.open ?? close,
        high: row.high ?? close,
        low: row.low ?? close,
        close,
        volume: row.volume ?? 0,
        dividend: decimalOf(row.divCash ?? 0),
        splitFactor: decimalOf(row.splitFactor ?? 1),
      },
    ];
  });
}

/** IEX bars: `date` is the bar's start in UTC; volume (IEX only) is sent as a float. */
export function parseIntradayRows(json: unknown): Bar[] {
  return rowsOf(intradayRowSchema, json, 'intraday prices').flatMap((row) => {
    const time = Date.parse(row.date);
    if (row.close === null || row.close === undefined || Number.isNaN(time)) return [];
    const close = row.close;
    return [
      {
        time: Math.floor(time / 1000),
        open: row.open ?? close,
        high: row.high ?? close,
        low: row.low ?? close,
        close,
        volume: Math.round(row.volume ?? 0),
      },
    ];
  });
}

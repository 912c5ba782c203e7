import { z } from 'zod';
import type { Week52Range } from '../../provider.ts';
import { parseOr, positive } from './parse.ts';

// /stock/metric?metric=all (free keys get it): only the 52-week figures are read (decision 022).

const metricBody = z.object({
  metric: z.record(z.string(), z.unknown()).catch({}),
  symbol: z.string().optional().catch(undefined),
});

/**
 * 52WeekHigh/52WeekLow of /stock/metric?metric=all. null when Finnhub has none, or when it
 * answered for another listing (ENB → "ENB.TO", in CAD): those figures are not this quote's.
 */
export function parseWeek52Range(symbol: string, body: unknown): Week52Range | null {
  const m = parseOr(metricBody, body, '/stock/metric');
  if (m.symbol !== undefined && m.symbol !== '' && m.symbol.toUpperCase() !== symbol) return null;
  const high = positive(m.metric['52WeekHigh']);
  const low = positive(m.metric['52WeekLow']);
  if (high === null && low === null) return null;
  return { high, low };
}

import type { FxDay } from '../../fx-day.ts';
import { ProviderError, type ProviderInstance, type ProviderLimits } from '../../provider.ts';
import { shiftDate, targetDays } from '../../target-calendar.ts';
import { parseEcbRates } from './parse.ts';

// The European Central Bank's euro foreign exchange reference rates: keyless, published around
// 16:00 CET on TARGET days (docs/decisions/083). Three files: the latest day, the last 90 days,
// everything since 4 January 1999; each call asks for the smallest that covers its range.

export interface EcbProviderOptions {
  /** e.g. https://www.ecb.europa.eu/stats/eurofxref (no trailing slash needed) */
  baseUrl: string;
  timeoutMs?: number;
  /** Epoch ms; which file covers a range depends on today. */
  now?: () => number;
}

/**
 * Our own restraint with a public service: the fx service asks once per missing range and
 * at most hourly for the newest day, far below this.
 */
export const ECB_LIMITS: ProviderLimits = { perHour: 60 };

/** The 90-day file holds about 64 publication days; a range starting later than this fits. */
const NINETY_DAY_FILE_REACH = 85;
const DEFAULT_TIMEOUT_MS = 30_000;

function fileFor(from: string, to: string, today: string): string {
  const last = to < today ? to : today;
  if (targetDays(from, last).length <= 1 && last >= shiftDate(today, -4)) {
    return 'eurofxref-daily.xml';
  }
  return from >= shiftDate(today, -NINETY_DAY_FILE_REACH)
    ? 'eurofxref-hist-90d.xml'
    : 'eurofxref-hist.xml';
}

async function get(url: string, timeoutMs: number): Promise<string> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/xml, text/xml' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : error instanceof Error
          ? error.message
          : String(error);
    throw new ProviderError('unavailable', `ECB ${url}: ${reason}`);
  }
  if (response.status === 429) throw new ProviderError('rate-limited', `ECB ${url}: 429`);
  if (response.status >= 500) {
    throw new ProviderError('unavailable', `ECB ${url}: ${response.status}`);
  }
  if (response.status !== 200) {
    throw new ProviderError('bad-response', `ECB ${url}: ${response.status}`);
  }
  return text;
}

/** The 'ecb' provider: fx only (the history members answer 'unsupported'; none is declared). */
export function createEcbProvider(
  options: EcbProviderOptions,
): ProviderInstance & { fxRates(from: string, to: string): Promise<FxDay[]> } {
  const base = options.baseUrl.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    name: 'ecb',
    limits: ECB_LIMITS,
    async fxRates(from: string, to: string): Promise<FxDay[]> {
      const today = new Date(now()).toISOString().slice(0, 10);
      const file = fileFor(from, to, today);
      const days = parseEcbRates(await get(`${base}/${file}`, timeoutMs));
      return days.filter((day) => day.date >= from && day.date <= to);
    },
    dailyBars: async () => 'unsupported',
    intradayBars: async () => 'unsupported',
    close: async () => undefined,
  };
}

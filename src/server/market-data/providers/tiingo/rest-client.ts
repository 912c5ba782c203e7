import { msToNyMidnight } from '../../ny-midnight.ts';
import { ProviderError } from '../../provider.ts';

// One GET against Tiingo's REST API, translated into parsed JSON, 'not-found' or a
// ProviderError. Tiingo's quirks (the research note on Tiingo, mimicked by tests/fake-tiingo):
// limit messages come as 429 JSON `{"detail": …}` or as a 200 text/plain body, there is no
// Retry-After (hourly limits reset on the clock hour, daily ones at midnight New York time),
// and an unknown ticker is a 404.

export interface TiingoRestOptions {
  apiKey: string;
  /** e.g. https://api.tiingo.com (no trailing slash needed) */
  baseUrl: string;
  timeoutMs: number;
  now: () => number;
}

export type TiingoGet = (
  path: string,
  params?: Record<string, string | undefined>,
) => Promise<unknown>;

/** The 404 of an unknown ticker: the caller turns it into "no data". */
export const NOT_FOUND = Symbol('tiingo-not-found');

const HOUR_MS = 3_600_000;
const MAX_MESSAGE_CHARS = 200;

export function createTiingoRestClient(options: TiingoRestOptions): TiingoGet {
  const base = options.baseUrl.replace(/\/+$/, '');
  return async (path, params = {}) => {
    const url = new URL(base + path);
    for (const [name, value] of Object.entries(params)) {
      if (value !== undefined) url.searchParams.set(name, value);
    }
    let response: Response;
    let text: string;
    try {
      // The header keeps the token out of URLs, which end up in logs and error messages.
      response = await fetch(url, {
        headers: { Authorization: `Token ${options.apiKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${options.timeoutMs} ms`
          : error instanceof Error
            ? error.message
            : String(error);
      throw new ProviderError('unavailable', `Tiingo ${path}: ${reason}`);
    }
    return readBody(path, response, text, options.now());
  };
}

function readBody(path: string, response: Response, text: string, nowMs: number): unknown {
  const status = response.status;
  const detail = detailOf(text);
  const message = `Tiingo ${path}: ${status} ${clip(detail)}`;
  // Whatever the status (200 text/plain, 429 JSON, sometimes 403), a body saying we ran over
  // an allocation is a limit (research note §6).
  const limit = limitError(detail, message, nowMs);
  if (limit) throw limit;
  if (status === 200) {
    const contentType = response.headers.get('content-type') ?? '';
    const json = contentType.includes('json') ? parseJson(text) : undefined;
    if (json === undefined) {
      throw new ProviderError('unavailable', `Tiingo ${path}: 200 without a JSON body`);
    }
    return json;
  }
  if (status === 404) return NOT_FOUND;
  if (status === 401 || (status === 403 && /token/i.test(detail))) {
    throw new ProviderError('unauthorized', message);
  }
  if (status === 403) throw new ProviderError('forbidden', message);
  if (status === 429) throw new ProviderError('rate-limited', message);
  if (status >= 500) throw new ProviderError('unavailable', message);
  throw new ProviderError('bad-response', message);
}

/** The limit a body names, with the wait until Tiingo resets it; undefined: no limit. */
function limitError(detail: string, message: string, nowMs: number): ProviderError | undefined {
  if (!/run over your|request allocation/i.test(detail)) return undefined;
  if (/symbol look ?up/i.test(detail)) {
    // Starter's 500 new symbols a month: this symbol is refused, the ones already asked are not.
    return new ProviderError('forbidden', message);
  }
  if (/daily/i.test(detail))
    return new ProviderError('rate-limited', message, msToNyMidnight(nowMs));
  if (/monthly/i.test(detail)) {
    return new ProviderError('rate-limited', message, msToNextMonth(nowMs));
  }
  return new ProviderError('rate-limited', message, HOUR_MS - (nowMs % HOUR_MS));
}

function msToNextMonth(nowMs: number): number {
  const now = new Date(nowMs);
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 5) - nowMs;
}

/** `{"detail": "…"}` → its text; anything else as sent. */
function detailOf(text: string): string {
  const json = parseJson(text);
  if (typeof json === 'object' && json !== null && !Array.isArray(json)) {
    const detail: unknown = (json as Record<string, unknown>).detail;
    if (typeof detail === 'string') return detail;
  }
  if (/^\s*</.test(text)) return '(HTML body)';
  return text.trim() || '(empty body)';
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function clip(text: string): string {
  return text.length > MAX_MESSAGE_CHARS ? `${text.slice(0, MAX_MESSAGE_CHARS)}…` : text;
}

import { ProviderError } from '../../provider.ts';

// One GET against Finnhub's REST API, translated into either parsed JSON or a ProviderError.
// No caching, limiting or retrying here: the service layer in front owns those.

export interface FinnhubRestOptions {
  apiKey: string;
  /** e.g. https://finnhub.io/api/v1 (no trailing slash needed) */
  baseUrl: string;
  timeoutMs: number;
}

export type FinnhubGet = (
  path: string,
  params?: Record<string, string | number | undefined>,
) => Promise<unknown>;

const MAX_MESSAGE_CHARS = 200;

export function createFinnhubRestClient(options: FinnhubRestOptions): FinnhubGet {
  const base = options.baseUrl.replace(/\/+$/, '');
  return async (path, params = {}) => {
    const url = new URL(base + path);
    for (const [name, value] of Object.entries(params)) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const signal = AbortSignal.timeout(options.timeoutMs);
    let response: Response;
    let text: string;
    try {
      // The key goes in a header so it never shows up in URLs that end up in logs or errors.
      response = await fetch(url, {
        headers: { 'X-Finnhub-Token': options.apiKey, accept: 'application/json' },
        signal,
      });
      text = await response.text();
    } catch (error) {
      throw networkError(path, error, options.timeoutMs);
    }
    return readBody(path, response, text);
  };
}

function networkError(path: string, error: unknown, timeoutMs: number): ProviderError {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new ProviderError('unavailable', `Finnhub ${path}: no answer within ${timeoutMs} ms`);
  }
  const reason = error instanceof Error ? describeCause(error) : String(error);
  return new ProviderError('unavailable', `Finnhub ${path}: ${reason}`);
}

/** fetch hides the socket error (ECONNREFUSED, reset) in `cause`. */
function describeCause(error: Error): string {
  const cause: unknown = error.cause;
  if (cause instanceof Error) {
    const code = (cause as Error & { code?: unknown }).code;
    return typeof code === 'string' ? `${error.message} (${code})` : cause.message;
  }
  return error.message;
}

/**
 * "No data for this symbol" said as an error (Finnhub: 200 `{"error":"Symbol not supported."}`
 * for whole exchanges, or 200 text/plain "Symbol not supported"): the provider turns it into
 * null, so it is never counted as a vendor failure (docs/decisions/022).
 */
export class SymbolNotSupported extends ProviderError {
  constructor(message: string) {
    super('bad-response', message);
    this.name = 'SymbolNotSupported';
  }
}

const NOT_SUPPORTED = /symbol not supported/i;
const NO_ACCESS = /don't have access/i;

/** A vendor message inside a 200: no data, no access (the plan), or an answer we cannot read. */
function classify200(path: string, message: string): ProviderError {
  const text = `Finnhub ${path}: ${clip(message)}`;
  if (NOT_SUPPORTED.test(message)) return new SymbolNotSupported(text);
  if (NO_ACCESS.test(message)) return new ProviderError('forbidden', text);
  return new ProviderError('bad-response', text);
}

function readBody(path: string, response: Response, text: string): unknown {
  const status = response.status;
  if (status === 200) {
    const json = parseJson(text);
    if (json === undefined) {
      const plain = text.trim();
      // Finnhub's own words in plain text (2020's "Symbol not supported", candles' "You don't
      // have access…") are answers; HTML from a proxy or an empty body is the vendor not answering.
      if (
        plain !== '' &&
        !plain.startsWith('<') &&
        (NOT_SUPPORTED.test(plain) || NO_ACCESS.test(plain))
      ) {
        throw classify200(path, plain);
      }
      throw new ProviderError('unavailable', `Finnhub ${path}: 200 without a JSON body`);
    }
    const error = errorField(json);
    if (error !== undefined) throw classify200(path, error);
    return json;
  }
  const message = `Finnhub ${path}: ${status} ${errorText(text)}`;
  if (status === 401) throw new ProviderError('unauthorized', message);
  if (status === 403) throw new ProviderError('forbidden', message);
  if (status === 429) {
    throw new ProviderError('rate-limited', message, retryAfterMs(response.headers, Date.now()));
  }
  if (status >= 500) throw new ProviderError('unavailable', message);
  throw new ProviderError('bad-response', message);
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorField(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const error: unknown = (json as Record<string, unknown>).error;
  return typeof error === 'string' ? error : undefined;
}

/** Finnhub's error bodies are `{"error":"…"}` or plain text (older 429s), sometimes HTML. */
export function errorText(text: string): string {
  const fromJson = errorField(parseJson(text));
  if (fromJson !== undefined) return clip(fromJson);
  if (/^\s*</.test(text)) return '(HTML body)';
  return clip(text.trim() || '(empty body)');
}

function clip(text: string): string {
  return text.length > MAX_MESSAGE_CHARS ? `${text.slice(0, MAX_MESSAGE_CHARS)}…` : text;
}

/**
 * How long to wait before the next call: Retry-After (seconds or an HTTP date) when present,
 * else Finnhub's x-ratelimit-reset (a Unix time in seconds). undefined when neither is usable.
 */
export function retryAfterMs(headers: Headers, nowMs: number): number | undefined {
  const retryAfter = headers.get('retry-after')?.trim();
  if (retryAfter) {
    if (/^\d+(\.\d+)?$/.test(retryAfter)) return Math.round(Number(retryAfter) * 1000);
    const at = Date.parse(retryAfter);
    if (!Number.isNaN(at)) return Math.max(0, at - nowMs);
  }
  const reset = headers.get('x-ratelimit-reset')?.trim();
  if (reset && /^\d+$/.test(reset)) return Math.max(0, Number(reset) * 1000 - nowMs);
  return undefined;
}

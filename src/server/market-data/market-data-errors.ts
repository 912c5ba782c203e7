import { ProviderError } from './provider.ts';
import { ClientLimitExceeded } from './service/upstream-access.ts';
import { HttpError } from '../plugins/errors.ts';

// What a market-data failure means to the client (docs/decisions/007, 015): never a 500 and
// never the vendor's words; a 429 or a full upstream limiter says when to come back.

/** Wait suggested when the limiter did not say (its longest queue is 2 s; a vendor 429, 10 s). */
const DEFAULT_RETRY_AFTER_S = 10;

/** The HttpError for a market-data failure; any other error is returned unchanged. */
export function marketDataHttpError(error: unknown): unknown {
  if (error instanceof ClientLimitExceeded) {
    return new HttpError(
      429,
      'market-data-rate-limited',
      `Too many market-data requests from you. Please try again in ${error.retryAfterSeconds} s.`,
      error.retryAfterSeconds,
    );
  }
  if (!(error instanceof ProviderError)) return error;
  if (error.kind === 'rate-limited') {
    const seconds = error.retryAfterMs
      ? Math.max(1, Math.ceil(error.retryAfterMs / 1000))
      : DEFAULT_RETRY_AFTER_S;
    return new HttpError(
      503,
      'market-data-busy',
      `Market data is busy: our data provider's request limit is reached. Please try again in ${seconds} s.`,
      seconds,
    );
  }
  return new HttpError(
    503,
    'market-data-unavailable',
    'Market data is unavailable right now. Please try again shortly.',
  );
}

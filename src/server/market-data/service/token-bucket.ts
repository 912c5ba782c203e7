// A token bucket per window (e.g. 60/min and 30/s on Finnhub free), all of which must grant a
// call. Calls reserve their token up front (the bucket may go negative) and wait out the debt,
// so concurrent callers are spaced evenly instead of bursting when the bucket refills.
// ~50 lines; cockatiel has no rate limiter, and the small limiter packages either burst at
// window edges or pull in timers we cannot drive from a test clock (docs/decisions/007).

export interface RateLimit {
  /** Calls allowed per window. */
  calls: number;
  windowMs: number;
}

export class RateLimitExceeded extends Error {
  constructor(readonly waitMs: number) {
    super(`Rate limit: next upstream slot in ${Math.ceil(waitMs)} ms`);
    this.name = 'RateLimitExceeded';
  }
}

interface Bucket {
  limit: RateLimit;
  tokens: number;
  updatedAt: number;
}

export interface TokenBucket {
  /**
   * Reserves one call now. Returns how long the caller must wait before making it, or throws
   * RateLimitExceeded (reserving nothing) when that wait would exceed `maxWaitMs`.
   */
  reserve(maxWaitMs: number): number;
}

export function createTokenBucket(limits: RateLimit[], now: () => number): TokenBucket {
  const buckets: Bucket[] = limits.map((limit) => ({
    limit,
    tokens: limit.calls,
    updatedAt: now(),
  }));
  const refill = (bucket: Bucket, at: number) => {
    const rate = bucket.limit.calls / bucket.limit.windowMs;
    bucket.tokens = Math.min(bucket.limit.calls, bucket.tokens + (at - bucket.updatedAt) * rate);
    bucket.updatedAt = at;
  };
  return {
    reserve(maxWaitMs) {
      const at = now();
      let waitMs = 0;
      for (const bucket of buckets) {
        refill(bucket, at);
        const rate = bucket.limit.calls / bucket.limit.windowMs;
        if (bucket.tokens < 1) waitMs = Math.max(waitMs, (1 - bucket.tokens) / rate);
      }
      if (waitMs > maxWaitMs) throw new RateLimitExceeded(waitMs);
      for (const bucket of buckets) bucket.tokens -= 1;
      return waitMs;
    },
  };
}

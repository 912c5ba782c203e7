import {
  BrokenCircuitError,
  circuitBreaker,
  CircuitState,
  ConsecutiveBreaker,
  ExponentialBackoff,
  fullJitterGenerator,
  handleWhen,
  retry,
  wrap,
} from 'cockatiel';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Metrics } from '../../observability/metrics.ts';
import { ProviderError, type ProviderLimits } from '../provider.ts';
import { RateLimitExceeded } from './budget-windows.ts';
import { createProcessBudget, type UpstreamBudget } from './upstream-budget.ts';
import type { UpstreamClaim } from './upstream-access.ts';

// Every upstream call goes through here: the client's own limit (asked only here, i.e. only
// for calls that really go upstream), a global pause after a 429 (honouring Retry-After),
// the token bucket, cockatiel's retry (full jitter, only for 'unavailable': calls are
// idempotent GETs) and a circuit breaker that fails fast while the provider is down. The
// breaker counts only what says the vendor itself is failing (transport errors, 5xx, its own
// 429s), never one symbol's odd answer (docs/decisions/022).

export interface UpstreamTuning {
  /** The provider's declared budget; 'offline' (the simulated one): nothing to spend. */
  limits: ProviderLimits;
  /** Longest a caller queues for a rate-limit slot before we answer from cache instead. */
  maxQueueMs: number;
  /**
   * The same for priority calls (a signed-in user's own symbols, docs/decisions/015). Longer
   * than maxQueueMs: ordinary callers never queue past maxQueueMs, so a priority call always
   * finds at most that much ahead of it, and everyone arriving after it waits behind it.
   */
  priorityMaxQueueMs: number;
  /** Pause after a 429 that did not say how long to wait. */
  defaultRetryAfterMs: number;
  retry: { maxAttempts: number; initialDelayMs: number; maxDelayMs: number };
  breaker: { consecutiveFailures: number; halfOpenAfterMs: number };
}

/** Everything but the limits, which each provider declares (docs/decisions/019). */
export const DEFAULT_TUNING: Omit<UpstreamTuning, 'limits'> = {
  maxQueueMs: 2_000,
  priorityMaxQueueMs: 10_000,
  defaultRetryAfterMs: 10_000,
  retry: { maxAttempts: 2, initialDelayMs: 200, maxDelayMs: 2_000 },
  breaker: { consecutiveFailures: 5, halfOpenAfterMs: 15_000 },
};

/** Where the policy reports each vendor call and the breaker's state (the app's Metrics). */
export interface UpstreamRecorder {
  provider: string;
  metrics: Pick<Metrics, 'upstreamCall' | 'setBreakerOpen'>;
}

export interface UpstreamPolicy {
  /**
   * `endpoint` names the vendor call for metrics ('quote', 'news'…), never a URL. `claim`
   * names the asking client (none: the server's own calls, e.g. the overview or live polls).
   */
  call<T>(endpoint: string, fn: () => Promise<T>, claim?: UpstreamClaim): Promise<T>;
  /** Breaker open, or paused by the provider's 429. */
  isDegraded(): boolean;
  /** The breaker and the 429 pause as /api/health shows them. */
  state(): UpstreamState;
}

export interface UpstreamState {
  breaker: 'closed' | 'open' | 'half-open';
  /** Epoch ms until which a vendor 429 pauses every call; null when not paused. */
  pausedUntil: number | null;
}

const isTransient = (error: Error) =>
  error instanceof ProviderError && error.kind === 'unavailable';

/**
 * `budget`: where the limits are counted; by default in this process alone. The service passes
 * the API key's budget shared through PostgreSQL (docs/decisions/024).
 */
export function createUpstreamPolicy(
  tuning: UpstreamTuning,
  now: () => number,
  recorder?: UpstreamRecorder,
  budget?: UpstreamBudget,
): UpstreamPolicy {
  const { limits } = tuning;
  const bucket = limits === 'offline' ? null : (budget ?? createProcessBudget(limits, now));
  let pausedUntil = 0;
  // 429s the vendor sent (our own limiter's refusals are not the vendor failing).
  const vendorRateLimits = new WeakSet<Error>();
  // 'unavailable' is a transport error, a timeout, a 5xx or a 200 that is not the vendor's
  // answer (an HTML page); 'bad-response', 'forbidden' and 'unauthorized' belong to one call.
  const opensBreaker = (error: Error) =>
    error instanceof ProviderError && (error.kind === 'unavailable' || vendorRateLimits.has(error));
  const breaker = circuitBreaker(handleWhen(opensBreaker), {
    halfOpenAfter: tuning.breaker.halfOpenAfterMs,
    breaker: new ConsecutiveBreaker(tuning.breaker.consecutiveFailures),
  });
  if (recorder) {
    const { provider, metrics } = recorder;
    metrics.setBreakerOpen(provider, false);
    breaker.onStateChange((state) => metrics.setBreakerOpen(provider, state === CircuitState.Open));
  }
  const retryPolicy = retry(handleWhen(isTransient), {
    maxAttempts: tuning.retry.maxAttempts - 1,
    backoff: new ExponentialBackoff({
      generator: fullJitterGenerator,
      initialDelay: tuning.retry.initialDelayMs,
      maxDelay: tuning.retry.maxDelayMs,
    }),
  });
  const policy = wrap(retryPolicy, breaker);

  const waitForSlot = async (priority: boolean) => {
    if (!bucket) return;
    const maxQueueMs = priority ? tuning.priorityMaxQueueMs : tuning.maxQueueMs;
    const pauseMs = pausedUntil - now();
    if (pauseMs > maxQueueMs) {
      throw new ProviderError('rate-limited', 'Paused after the provider rate-limited us', pauseMs);
    }
    let waitMs = Math.max(0, pauseMs);
    try {
      waitMs = Math.max(waitMs, await bucket.reserve(maxQueueMs - waitMs, priority));
    } catch (error) {
      if (error instanceof RateLimitExceeded) {
        throw new ProviderError('rate-limited', error.message, error.waitMs);
      }
      throw error;
    }
    if (waitMs > 0) await sleep(waitMs);
  };

  return {
    async call(endpoint, fn, claim) {
      // An offline provider spends nothing, so nobody is counted.
      const admission = bucket && claim ? await claim.access.admit(claim.symbol) : null;
      const priority = admission?.priority ?? false;
      try {
        return await policy.execute(async () => {
          await waitForSlot(priority);
          // Counted here, after the limiter: each attempt (retries too) is one real vendor call.
          try {
            const result = await fn();
            recorder?.metrics.upstreamCall(recorder.provider, endpoint, 'ok');
            return result;
          } catch (error) {
            recorder?.metrics.upstreamCall(recorder.provider, endpoint, 'error');
            if (error instanceof ProviderError && error.kind === 'rate-limited') {
              vendorRateLimits.add(error);
              pausedUntil = Math.max(
                pausedUntil,
                now() + (error.retryAfterMs ?? tuning.defaultRetryAfterMs),
              );
            }
            throw error;
          }
        });
      } catch (error) {
        if (error instanceof BrokenCircuitError) {
          throw new ProviderError('unavailable', 'Market data provider circuit open');
        }
        throw error;
      }
    },
    isDegraded() {
      return breaker.state === CircuitState.Open || pausedUntil > now();
    },
    state() {
      const breakerState =
        breaker.state === CircuitState.Closed
          ? 'closed'
          : breaker.state === CircuitState.HalfOpen
            ? 'half-open'
            : 'open';
      return { breaker: breakerState, pausedUntil: pausedUntil > now() ? pausedUntil : null };
    },
  };
}

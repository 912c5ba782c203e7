import type { UpstreamHealth } from '#shared/health/health.ts';
import type { MarketDataProviderName } from '#shared/market-data/market-data-providers.ts';
import type { UpstreamPolicy } from './upstream-policy.ts';

/** /api/health's details: each provider of the chain once, its breaker and 429 pause. */
export function upstreamHealthOf(
  chain: readonly (readonly [MarketDataProviderName, UpstreamPolicy])[],
): UpstreamHealth[] {
  // A provider serving several capabilities has one policy: listed once.
  return [...new Map(chain)].map(([name, policy]) => {
    const { breaker, pausedUntil } = policy.state();
    const until = pausedUntil === null ? null : new Date(pausedUntil).toISOString();
    return { provider: name, breaker, pausedUntil: until };
  });
}

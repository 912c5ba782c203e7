import { describe, expect, it } from 'vitest';
import { ProviderError } from '../provider.ts';
import { createUpstreamPolicy, DEFAULT_TUNING } from './upstream-policy.ts';

// docs/decisions/019: the limiter is sized from the provider's declared limits, one window per
// limit it declares, so a vendor counting per hour or per day (Tiingo) needs no new code.

const call = () => Promise.resolve('ok');

describe('the upstream policy sized from declared limits', () => {
  it('refuses the call past an hourly budget until the hour has refilled a slot', async () => {
    let now = 0;
    const policy = createUpstreamPolicy({ ...DEFAULT_TUNING, limits: { perHour: 2 } }, () => now);
    await policy.call('quote', call);
    await policy.call('quote', call);
    await expect(policy.call('quote', call)).rejects.toMatchObject({ kind: 'rate-limited' });
    now += 30 * 60_000; // half an hour refills one of the two slots
    await expect(policy.call('quote', call)).resolves.toBe('ok');
  });

  it('holds every declared window at once: a daily budget binds below a looser hourly one', async () => {
    const policy = createUpstreamPolicy(
      { ...DEFAULT_TUNING, limits: { perHour: 50, perDay: 3 } },
      () => 0,
    );
    for (let i = 0; i < 3; i++) await policy.call('quote', call);
    const refused = await policy.call('quote', call).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ProviderError);
    expect((refused as ProviderError).retryAfterMs).toBeGreaterThan(60 * 60_000);
  });

  it('never limits an offline provider', async () => {
    const policy = createUpstreamPolicy({ ...DEFAULT_TUNING, limits: 'offline' }, () => 0);
    for (let i = 0; i < 1_000; i++) await policy.call('quote', call);
    expect(policy.isDegraded()).toBe(false);
  });
});

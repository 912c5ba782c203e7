import { describe, expect, it } from 'vitest';
import { ProviderError } from '../provider.ts';
import { createUpstreamPolicy, DEFAULT_TUNING } from './upstream-policy.ts';

// docs/decisions/019: the limiter is sized from the provider's declared limits, one window per
// limit it declares. docs/decisions/024: hour and day windows are counted per clock hour and
// New York day, as Tiingo resets them, with the last fifth kept for priority calls.

const call = () => Promise.resolve('ok');

describe('the upstream policy sized from declared limits', () => {
  it('refuses the call past an hourly budget until the clock hour turns', async () => {
    let now = 0;
    const policy = createUpstreamPolicy({ ...DEFAULT_TUNING, limits: { perHour: 2 } }, () => now);
    await policy.call('quote', call);
    await policy.call('quote', call);
    await expect(policy.call('quote', call)).rejects.toMatchObject({
      kind: 'rate-limited',
      retryAfterMs: 60 * 60_000,
    });
    now += 59 * 60_000; // the same clock hour: still spent
    await expect(policy.call('quote', call)).rejects.toMatchObject({ kind: 'rate-limited' });
    now += 60_000;
    await expect(policy.call('quote', call)).resolves.toBe('ok');
  });

  it("keeps the hour's last fifth for a signed-in user's own symbols", async () => {
    const policy = createUpstreamPolicy({ ...DEFAULT_TUNING, limits: { perHour: 10 } }, () => 0);
    const access = (priority: boolean) => ({
      access: { admit: () => Promise.resolve({ priority }) },
      symbol: 'AAPL',
    });
    for (let i = 0; i < 8; i++) await policy.call('dailyBars', call, access(false));
    await expect(policy.call('dailyBars', call, access(false))).rejects.toMatchObject({
      kind: 'rate-limited',
    });
    await expect(policy.call('dailyBars', call)).rejects.toMatchObject({ kind: 'rate-limited' });
    await policy.call('dailyBars', call, access(true));
    await policy.call('dailyBars', call, access(true));
    await expect(policy.call('dailyBars', call, access(true))).rejects.toMatchObject({
      kind: 'rate-limited',
    });
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

describe('what opens the circuit breaker (docs/decisions/022)', () => {
  const tuning = {
    ...DEFAULT_TUNING,
    limits: { perSecond: 1_000, perMinute: 100_000 },
    retry: { maxAttempts: 1, initialDelayMs: 1, maxDelayMs: 1 },
    breaker: { consecutiveFailures: 3, halfOpenAfterMs: 60_000 },
    defaultRetryAfterMs: 1,
  };
  const failWith = (kind: ProviderError['kind'], retryAfterMs?: number) => () =>
    Promise.reject(new ProviderError(kind, `vendor said ${kind}`, retryAfterMs));

  it.each(['bad-response', 'forbidden', 'unauthorized'] as const)(
    "never opens on one call's %s, however many in a row",
    async (kind) => {
      const policy = createUpstreamPolicy(tuning, Date.now);
      for (let i = 0; i < 10; i++) {
        await expect(policy.call('quote', failWith(kind))).rejects.toMatchObject({ kind });
      }
      expect(policy.state().breaker).toBe('closed');
      await expect(policy.call('quote', call)).resolves.toBe('ok');
    },
  );

  it('opens on transport errors and 5xx (unavailable), then fails fast', async () => {
    const policy = createUpstreamPolicy(tuning, Date.now);
    for (let i = 0; i < 3; i++) await policy.call('quote', failWith('unavailable')).catch(() => 0);
    expect(policy.state()).toEqual({ breaker: 'open', pausedUntil: null });
    let called = false;
    const refused = policy.call('quote', async () => {
      called = true;
      return 'ok';
    });
    await expect(refused).rejects.toMatchObject({ kind: 'unavailable' });
    expect(called).toBe(false);
    expect(policy.isDegraded()).toBe(true);
  });

  it("opens on the vendor's 429s, and shows the pause they asked for", async () => {
    let now = 1_000_000;
    const policy = createUpstreamPolicy(tuning, () => now);
    await policy.call('quote', failWith('rate-limited', 5_000)).catch(() => 0);
    expect(policy.state()).toEqual({ breaker: 'closed', pausedUntil: 1_005_000 });
    for (let i = 0; i < 2; i++) {
      now += 10_000; // past each pause, so the vendor is really asked again
      await policy.call('quote', failWith('rate-limited', 5_000)).catch(() => 0);
    }
    expect(policy.state().breaker).toBe('open');
  });

  it("does not count our own limiter's refusals as the vendor failing", async () => {
    const policy = createUpstreamPolicy(
      { ...tuning, limits: { perMinute: 1 }, maxQueueMs: 0 },
      () => 0,
    );
    await policy.call('quote', call);
    for (let i = 0; i < 5; i++) {
      await expect(policy.call('quote', call)).rejects.toMatchObject({ kind: 'rate-limited' });
    }
    expect(policy.state()).toEqual({ breaker: 'closed', pausedUntil: null });
  });
});

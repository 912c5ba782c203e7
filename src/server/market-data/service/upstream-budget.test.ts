import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { ProviderError } from '../provider.ts';
import { createSharedBudget } from './upstream-budget.ts';
import { createUpstreamPolicy, DEFAULT_TUNING } from './upstream-policy.ts';

// docs/decisions/024: quotas belong to the API key. Policies of several processes (here:
// several policies on one real PostgreSQL) spend one budget per key, not one each.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const call = () => Promise.resolve('ok');

async function granted(calls: Array<() => Promise<unknown>>) {
  const results = await Promise.allSettled(calls.map((run) => run()));
  const refused = results.filter(
    (r) =>
      r.status === 'rejected' &&
      r.reason instanceof ProviderError &&
      r.reason.kind === 'rate-limited',
  ).length;
  return { granted: results.filter((r) => r.status === 'fulfilled').length, refused };
}

describe('an upstream budget shared through PostgreSQL', () => {
  it('lets three processes on one key spend one hourly plan between them, not three', async () => {
    const now = () => Date.UTC(2026, 10, 24, 15, 10);
    const policies = [0, 1, 2].map(() =>
      createUpstreamPolicy(
        { ...DEFAULT_TUNING, limits: { perHour: 50 } },
        now,
        undefined,
        createSharedBudget(database.db, 'tiingo:key-a', { perHour: 50 }, now),
      ),
    );
    const priority = { access: { admit: () => Promise.resolve({ priority: true }) }, symbol: 'X' };
    const outcome = await granted(
      Array.from(
        { length: 90 },
        (_, i) => () => policies[i % 3]?.call('dailyBars', call, priority) ?? call(),
      ),
    );
    expect(outcome).toEqual({ granted: 50, refused: 40 });
  });

  it('spaces minute budgets across processes as one token bucket, and keeps keys apart', async () => {
    let t = Date.UTC(2026, 10, 24, 15, 0);
    const now = () => t;
    const budgetOf = (key: string) => createSharedBudget(database.db, key, { perMinute: 60 }, now);
    const a1 = budgetOf('finnhub:key-b');
    const a2 = budgetOf('finnhub:key-b');
    const other = budgetOf('finnhub:key-c');
    for (let i = 0; i < 30; i++) await a1.reserve(0, false);
    for (let i = 0; i < 30; i++) await a2.reserve(0, false);
    await expect(a1.reserve(0, false)).rejects.toThrow(/next upstream slot in 1000 ms/);
    await expect(a2.reserve(0, false)).rejects.toThrow(/Rate limit/);
    // The bucket refills at one a second, for whichever process asks first.
    expect(await a2.reserve(1_000, false)).toBe(1_000);
    t += 2_000;
    expect(await a1.reserve(0, false)).toBe(0);
    // Another key has its own plan.
    expect(await other.reserve(0, false)).toBe(0);
  });
});

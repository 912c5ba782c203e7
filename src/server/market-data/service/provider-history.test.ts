import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testMarketData } from '#tests/app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { startFakeTiingo, type FakeTiingo } from '#tests/fake-tiingo/index.ts';
import { createTestProvider } from '#tests/market-data/test-provider.ts';
import { createTiingoProvider, type TiingoPlan } from '../providers/tiingo/index.ts';
import { createHistoryRepo } from './history.repo.ts';

// docs/decisions/023: with HISTORY_PROVIDER=tiingo, a symbol's first chart view fetches its
// history in one call, each close extends it by one more, and the rows live where the plan's
// terms allow: this process's memory on Starter, PostgreSQL on Power.

// Tuesday 2026-11-24, 10:00 in New York: Monday's row is the last published.
const START = Date.UTC(2026, 10, 24, 15, 0);
let clock = START;
const now = () => clock;
let database: TestDatabase;
let fake: FakeTiingo;

beforeAll(async () => {
  fake = await startFakeTiingo({ now, perHourLimit: 10_000, perDayLimit: 100_000 });
});
afterAll(() => fake.close());
beforeEach(async () => {
  clock = START;
  fake.resetCounts();
  database = await createTestDatabase();
  return () => database.dispose();
});

function service(plan: TiingoPlan) {
  const tiingo = createTiingoProvider({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, plan, now });
  return testMarketData(database, {
    provider: createTestProvider({ now }),
    historyProviders: { dailyHistory: tiingo },
    now,
  });
}

const dailyCalls = (ticker: string) => fake.requestCount(`/tiingo/daily/${ticker}/prices`);
const storedRows = async (symbol: string) =>
  Number(
    (
      await database.db.execute<{ n: string }>(
        sql`SELECT count(*) AS n FROM daily_bar WHERE symbol = ${symbol}`,
      )
    ).rows[0]?.n,
  );

describe('daily history from Tiingo', () => {
  it('backfills a symbol on its first chart view in one call, then waits for the next close', async () => {
    const market = service('starter');
    const month = await market.history('MSFT', '1M');
    expect(month.points.length).toBeGreaterThanOrEqual(20);
    await market.history('MSFT', '1Y');
    await market.stats('MSFT');
    expect(dailyCalls('MSFT')).toBe(1);
    clock += 3 * 60 * 60_000; // 13:00 in New York: still nothing new published
    await market.history('MSFT', '1Y');
    expect(dailyCalls('MSFT')).toBe(1);
    await market.close();
  });

  it('extends the history by one call after the close, from the day after its last row', async () => {
    const market = service('power');
    await market.history('MSFT', '1M');
    const before = await createHistoryRepo(database.db).dailyClosesSince('MSFT', '2026-11-20');
    expect(before.map((row) => row.date)).toEqual(['2026-11-20', '2026-11-23']);
    clock = Date.UTC(2026, 10, 25, 1, 30); // 20:30 in New York: Tuesday's row is out
    // The chart cache and the hourly sync check expire after an hour.
    clock += 61 * 60_000;
    await market.history('MSFT', '1M');
    expect(dailyCalls('MSFT')).toBe(2);
    const after = await createHistoryRepo(database.db).dailyClosesSince('MSFT', '2026-11-20');
    expect(after.map((row) => row.date)).toEqual(['2026-11-20', '2026-11-23', '2026-11-24']);
    await market.close();
  });

  it('keeps Starter rows out of PostgreSQL: a second process fetches its own copy', async () => {
    const first = service('starter');
    const second = service('starter');
    await first.history('MSFT', '1M');
    expect(await storedRows('MSFT')).toBe(0);
    await second.history('MSFT', '1M');
    expect(dailyCalls('MSFT')).toBe(2);
    await Promise.all([first.close(), second.close()]);
  });

  it('stores rows on a plan that allows it, so another process asks nothing', async () => {
    const first = service('power');
    const second = service('power');
    await first.history('MSFT', '1M');
    expect(await storedRows('MSFT')).toBeGreaterThan(2_500); // since 2016, in one call
    await second.history('MSFT', '1Y');
    expect(dailyCalls('MSFT')).toBe(1);
    await Promise.all([first.close(), second.close()]);
  });

  it('charts prices split-adjusted: no fall to a quarter at a 4:1 split', async () => {
    const market = service('power');
    await market.history('AAPL', '1M');
    const closes = await createHistoryRepo(database.db).dailyClosesSince('AAPL', '2020-08-27');
    const [before, split] = [closes[1], closes[2]];
    expect([before?.date, split?.date]).toEqual(['2020-08-28', '2020-08-31']);
    expect((before?.close ?? 0) / (split?.close ?? 1)).toBeCloseTo(1, 1);
    await market.close();
  });

  it.each(['starter', 'power'] as const)(
    'keeps dividends and splits from the rows for the ledger (%s)',
    async (plan) => {
      const market = service(plan);
      const actions = await market.corporateActions('AAPL');
      expect(actions).toContainEqual({ date: '2023-02-10', dividend: '0.23', splitFactor: null });
      expect(actions).toContainEqual({ date: '2026-08-10', dividend: '0.27', splitFactor: null });
      // Starter keeps five years in memory; Power has the 2020 split too.
      expect(actions.some((a) => a.date === '2020-08-31' && a.splitFactor === '4')).toBe(
        plan === 'power',
      );
      await market.close();
    },
  );

  it("never lets a recorded quote overwrite the provider's row of a day", async () => {
    const market = service('power');
    await market.history('MSFT', '1M');
    const repo = createHistoryRepo(database.db);
    const [official] = await repo.dailyClosesSince('MSFT', '2026-11-23');
    await repo.saveDailyBars('MSFT', [
      { date: '2026-11-23', time: Date.UTC(2026, 10, 23, 21), open: 1, high: 1, low: 1, close: 1 },
    ]);
    const [kept] = await repo.dailyClosesSince('MSFT', '2026-11-23');
    expect(kept?.close).toBe(official?.close);
    await market.close();
  });

  it('asks about a symbol Tiingo does not have once a trading day, not every hour', async () => {
    const market = service('starter');
    await market.history('QQQQX', '1M');
    clock = Date.UTC(2026, 10, 25, 2, 0); // after Tuesday's rows are out
    await market.history('QQQQX', '1Y');
    clock += 3 * 60 * 60_000;
    await market.history('QQQQX', '1M');
    expect(dailyCalls('QQQQX')).toBe(2);
    await market.close();
  });

  it('asks no more that day for a symbol over the monthly symbol cap', async () => {
    const capped = await startFakeTiingo({ now, symbolsPerMonth: 0 });
    const tiingo = createTiingoProvider({
      apiKey: capped.apiKey,
      baseUrl: capped.baseUrl,
      plan: 'starter',
      now,
    });
    const market = testMarketData(database, {
      provider: createTestProvider({ now }),
      historyProviders: { dailyHistory: tiingo },
      now,
    });
    try {
      await market.history('MSFT', '1M');
      clock += 2 * 60 * 60_000;
      await market.history('MSFT', '1Y');
      expect(capped.requestCount('/tiingo/daily/MSFT/prices')).toBe(1);
    } finally {
      await market.close();
      await capped.close();
    }
  });
});

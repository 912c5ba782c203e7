import { describe, expect, it } from 'vitest';
import { createTestProvider } from '#tests/market-data/test-provider.ts';
import { ProviderError, type Week52Range } from '../provider.ts';
import { createUpstreamPolicy, DEFAULT_TUNING } from './upstream-policy.ts';
import { createWeek52Stats } from './week52-stats.ts';

// docs/decisions/022: the vendor's 52-week figures first, checked against today's price;
// stored history for what they lack.

const STORED = { symbol: 'ENB', week52High: 46.1, week52Low: 38.2 };

function statsWith(vendor: Week52Range | null | Error | undefined, lastPrice: number | null) {
  const calls = { vendor: 0, stored: 0 };
  const base = createTestProvider();
  const provider =
    vendor === undefined
      ? base
      : {
          ...base,
          week52Range: async () => {
            calls.vendor++;
            if (vendor instanceof Error) throw vendor;
            return vendor;
          },
        };
  const stats = createWeek52Stats({
    provider,
    upstream: createUpstreamPolicy({ ...DEFAULT_TUNING, limits: 'offline' }, Date.now),
    storedStats: async () => {
      calls.stored++;
      return STORED;
    },
    lastPrice: () => lastPrice,
    now: Date.now,
  });
  return { stats, calls };
}

describe('52-week high and low', () => {
  it("use the vendor's figures without reading history, widened by today's price", async () => {
    const { stats, calls } = statsWith({ high: 45, low: 39.5 }, 45.29);
    expect(await stats('ENB')).toEqual({ symbol: 'ENB', week52High: 45.29, week52Low: 39.5 });
    await stats('ENB');
    expect(calls).toEqual({ vendor: 1, stored: 0 });
  });

  it("distrust figures today's price lies far outside (another listing's currency)", async () => {
    const { stats } = statsWith({ high: 70.39, low: 56.51 }, 45.29);
    expect(await stats('ENB')).toEqual(STORED);
  });

  it('take a figure the vendor lacks from history', async () => {
    const { stats } = statsWith({ high: 47, low: null }, null);
    expect(await stats('ENB')).toEqual({ symbol: 'ENB', week52High: 47, week52Low: 38.2 });
  });

  it('fall back to history when the vendor fails, has nothing, or cannot tell', async () => {
    for (const vendor of [new ProviderError('unavailable', 'down'), null, undefined]) {
      const { stats } = statsWith(vendor, 45.29);
      expect(await stats('ENB')).toEqual(STORED);
    }
  });
});

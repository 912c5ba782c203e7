import { describe, expect, it } from 'vitest';
import { createSimulatedProvider } from './index.ts';
import { simulatedEps } from './fundamentals.ts';
import { catalogueEntry } from './catalogue.ts';

// Wednesday 2026-11-18, 15:00 in New York: a regular session.
const NOW = Date.parse('2026-11-18T20:00:00Z');
const provider = createSimulatedProvider({ now: () => NOW });

async function figures(symbol: string) {
  const answer = await provider.fundamentals?.(symbol);
  if (!answer || answer === 'unsupported') throw new Error(`no fundamentals for ${symbol}`);
  return answer;
}

describe('simulated fundamentals', () => {
  it('gives a P/E that is the price over its fixed EPS (P/E × EPS = price within rounding)', async () => {
    for (const symbol of ['AAPL', 'MSFT', 'JPM', 'NVDA', 'SAP.DE']) {
      const quote = await provider.quote(symbol);
      const f = await figures(symbol);
      const price = quote?.price ?? Number.NaN;
      const entry = catalogueEntry(symbol);
      if (!entry) throw new Error(`${symbol} is not in the catalogue`);
      expect(f.eps, symbol).toBe(simulatedEps(entry));
      // P/E is rounded to cents: |P/E × EPS − price| ≤ 0.005 × EPS.
      expect(Math.abs((f.peRatio ?? 0) * (f.eps ?? 0) - price), symbol).toBeLessThanOrEqual(
        0.005 * (f.eps ?? 0) + 1e-9,
      );
    }
  });

  it("keeps EPS fixed as prices move: another day's P/E is that day's price over the same EPS", async () => {
    const later = createSimulatedProvider({ now: () => NOW + 30 * 86_400_000 });
    const a = await figures('AAPL');
    const b = await later.fundamentals?.('AAPL');
    expect(b !== 'unsupported' && b?.eps).toBe(a.eps);
  });

  it('gives the yield of its declared quarterly dividend: MSFT pays 0.83 a quarter', async () => {
    const price = (await provider.quote('MSFT'))?.price ?? Number.NaN;
    const f = await figures('MSFT');
    // 0.83 × 4 = 3.32 a year; over the price, in percent, to two places.
    expect(f.dividendYieldPercent).toBe(Math.round((3.32 * 100 * 100) / price) / 100);
    // A company the simulation declares no dividend for yields 0.
    expect((await figures('NVDA')).dividendYieldPercent).toBe(0);
  });

  it("takes volumes from its own daily bars: the last session's and the 10-session mean", async () => {
    const bars = await provider.dailyBars('AAPL', NOW / 1000 - 20 * 86_400, NOW / 1000);
    if (bars === 'unsupported') throw new Error('unsupported');
    const f = await figures('AAPL');
    const last = bars.at(-1);
    expect(f.volume).toEqual({ shares: last?.volume, date: '2026-11-18' });
    const ten = bars.slice(-10);
    expect(f.averageVolume10Day).toBe(
      Math.round(ten.reduce((sum, bar) => sum + bar.volume, 0) / ten.length),
    );
  });

  it('gives a fund no EPS, P/E nor earnings date, and says it is a fund', async () => {
    const f = await figures('SPY');
    expect(f).toMatchObject({ kind: 'fund', eps: null, peRatio: null, beta: 1 });
    expect(f.dividendYieldPercent).toBeGreaterThan(0);
    expect(await provider.nextEarnings?.('SPY', '2026-11-18', '2027-03-18')).toBeNull();
  });

  it('announces each company one report a quarter, on a trading day', async () => {
    const next = await provider.nextEarnings?.('AAPL', '2026-11-18', '2027-03-18');
    expect(next).toMatch(/^2027-0[12]-\d\d$/);
    const day = new Date(`${String(next)}T12:00:00Z`).getUTCDay();
    expect([1, 2, 3, 4, 5]).toContain(day);
    expect(await provider.fundamentals?.('ZZZZ')).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarketDataProvider, Trade } from '../../provider.ts';
import { createSimulatedProvider } from './index.ts';

// Friday 2026-11-20: New York is UTC-5, the session runs 14:30–21:00 UTC (6.5 h). Saturday
// 2026-11-21 15:00 UTC is 18 hours after that close.
const FRIDAY_OPEN = Date.parse('2026-11-20T14:30:00Z');
const FRIDAY_CLOSE = Date.parse('2026-11-20T21:00:00Z');
const SATURDAY = Date.parse('2026-11-21T15:00:00Z');
const SESSION_MS = FRIDAY_CLOSE - FRIDAY_OPEN;

const providers: MarketDataProvider[] = [];
function market(now: () => number, alwaysOpen: boolean) {
  const created = createSimulatedProvider({ now, alwaysOpen, tickIntervalMs: 1500 });
  providers.push(created);
  return created;
}
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(providers.splice(0).map((created) => created.close()));
});

describe('SIMULATED_MARKET_ALWAYS_OPEN', () => {
  it('says the market is open on a Saturday, where the usual calendar says closed', async () => {
    expect(await market(() => SATURDAY, true).marketStatus()).toMatchObject({ isOpen: true });
    expect(await market(() => SATURDAY, false).marketStatus()).toMatchObject({ isOpen: false });
  });

  it("replays Friday's session on Saturday, stamped now, so the price moves", async () => {
    let now = SATURDAY;
    const open = market(() => now, true);
    const friday = market(() => now, false);
    // 18 h after the close is 18 h mod 6.5 h = 5 h into the replayed loop: Friday at 19:30 UTC.
    const replayedAt = FRIDAY_OPEN + ((SATURDAY - FRIDAY_CLOSE) % SESSION_MS);
    expect(replayedAt).toBe(Date.parse('2026-11-20T19:30:00Z'));
    const closed = await friday.quote('AAPL');
    const replayed = await open.quote('AAPL');
    now = replayedAt;
    const thatFridayMoment = await friday.quote('AAPL');
    expect(replayed?.price).toBe(thatFridayMoment?.price);
    expect(replayed?.previousClose).toBe(closed?.previousClose);
    expect(replayed?.time).toBe(new Date(SATURDAY).toISOString());
    expect(closed?.time).toBe(new Date(FRIDAY_CLOSE).toISOString());

    now = SATURDAY + 30 * 60_000;
    const later = await open.quote('AAPL');
    expect(later?.time).toBe(new Date(now).toISOString());
    expect(later?.price).not.toBe(replayed?.price);
  });

  it('answers as usual during a real session', async () => {
    const during = FRIDAY_OPEN + 60 * 60_000;
    expect(await market(() => during, true).quote('MSFT')).toEqual(
      await market(() => during, false).quote('MSFT'),
    );
  });

  it('streams trades on a Saturday', async () => {
    vi.useFakeTimers();
    let now = SATURDAY;
    const stream = market(() => now, true).tradeStream;
    if (!stream) throw new Error('the simulated provider streams trades');
    const batches: Trade[][] = [];
    stream.onTrade((trades) => batches.push(trades));
    stream.changeSymbols({ added: ['AAPL'], removed: [] });
    now += 1500;
    await vi.advanceTimersByTimeAsync(1500);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.[0]).toMatchObject({ symbol: 'AAPL', time: now });
  });
});

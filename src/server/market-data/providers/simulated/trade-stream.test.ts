import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Trade } from '../../provider.ts';
import { createSimulatedProvider } from './index.ts';

// Friday 2026-11-20: the session runs 14:30–21:00 UTC.
const OPEN_AT = Date.parse('2026-11-20T17:00:00Z');
const CLOSED_AT = Date.parse('2026-11-20T22:00:00Z');

describe('simulated trade stream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function streamAt(start: number) {
    let now = start;
    const market = createSimulatedProvider({ now: () => now, tickIntervalMs: 1500 });
    const stream = market.tradeStream;
    if (!stream) throw new Error('the simulated provider streams trades');
    const batches: Trade[][] = [];
    stream.onTrade((trades) => batches.push(trades));
    const advance = async (ms: number) => {
      now += ms;
      await vi.advanceTimersByTimeAsync(ms);
    };
    return { market, stream, batches, advance, now: () => now };
  }

  it('emits a trade per followed symbol every tick while the session is open', async () => {
    const { market, stream, batches, advance, now } = streamAt(OPEN_AT);
    stream.changeSymbols({ added: ['AAPL', 'msft', 'NOPE'], removed: [] });
    await advance(1500);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.map((trade) => trade.symbol)).toEqual(['AAPL', 'MSFT']);
    const quote = await market.quote('AAPL');
    expect(batches[0]?.[0]).toMatchObject({ symbol: 'AAPL', price: quote?.price, time: now() });
    expect(batches[0]?.[0]?.volume).toBeGreaterThan(0);
    await advance(3000);
    expect(batches).toHaveLength(3);
    await market.close();
  });

  it('follows added symbols and drops removed ones', async () => {
    const { market, stream, batches, advance } = streamAt(OPEN_AT);
    stream.changeSymbols({ added: ['AAPL'], removed: [] });
    stream.changeSymbols({ added: ['TSLA'], removed: ['AAPL'] });
    await advance(1500);
    expect(batches[0]?.map((trade) => trade.symbol)).toEqual(['TSLA']);
    stream.changeSymbols({ added: [], removed: ['TSLA'] });
    await advance(1500);
    expect(batches).toHaveLength(1);
    await market.close();
  });

  it('sends nothing while the market is closed', async () => {
    const { market, stream, batches, advance } = streamAt(CLOSED_AT);
    stream.changeSymbols({ added: ['AAPL'], removed: [] });
    await advance(60_000);
    expect(batches).toEqual([]);
    await market.close();
  });

  it('starts ticking when the session opens', async () => {
    const { market, stream, batches, advance } = streamAt(Date.parse('2026-11-20T14:29:57Z'));
    stream.changeSymbols({ added: ['SPY'], removed: [] });
    await advance(1500);
    expect(batches).toHaveLength(0);
    await advance(1500);
    expect(batches).toHaveLength(1);
    await market.close();
  });

  it('stops after close() and after unsubscribing', async () => {
    const { market, stream, batches, advance } = streamAt(OPEN_AT);
    stream.changeSymbols({ added: ['AAPL'], removed: [] });
    const unsubscribe = stream.onTrade(() => {
      throw new Error('unsubscribed listeners are not called');
    });
    unsubscribe();
    await advance(1500);
    expect(batches).toHaveLength(1);
    await market.close();
    await advance(15_000);
    expect(batches).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

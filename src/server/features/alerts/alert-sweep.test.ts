import { describe, expect, it } from 'vitest';
import { createAlertSweep, sweepPerMinute } from './alert-sweep.ts';

function sweepOf(options: {
  symbols: string[];
  watched?: string[];
  open?: boolean;
  perMinute: number;
}) {
  const refreshed: string[] = [];
  const sweep = createAlertSweep({
    symbols: () => options.symbols,
    watched: () => options.watched ?? [],
    refresh: async (symbol) => {
      refreshed.push(symbol);
      if (symbol === 'FAIL') throw new Error('upstream down');
    },
    sessionOpen: () => options.open ?? true,
    perMinute: options.perMinute,
    log: { warn: () => undefined },
    spreadMs: 0,
  });
  return { sweep, refreshed };
}

describe('the alert sweep', () => {
  it('refreshes, during the session, the alert symbols no page follows, a budget a round, in turn', async () => {
    const { sweep, refreshed } = sweepOf({
      symbols: ['MSFT', 'AAPL', 'NVDA', 'AMD', 'TSLA'],
      watched: ['NVDA'],
      perMinute: 3,
    });
    expect(await sweep()).toBe(3);
    expect(refreshed).toEqual(['AAPL', 'AMD', 'MSFT']);
    expect(await sweep()).toBe(3);
    // Round-robin: the rest first, then from the start again.
    expect(refreshed.slice(3)).toEqual(['TSLA', 'AAPL', 'AMD']);
  });

  it('does nothing outside the session, and a failed refresh does not stop the round', async () => {
    const closed = sweepOf({ symbols: ['AAPL'], open: false, perMinute: 10 });
    expect(await closed.sweep()).toBe(0);
    expect(closed.refreshed).toEqual([]);
    const failing = sweepOf({ symbols: ['FAIL', 'MSFT'], perMinute: 10 });
    expect(await failing.sweep()).toBe(2);
    expect(failing.refreshed).toEqual(['FAIL', 'MSFT']);
  });

  it('spends a third of the tightest budget window, at least one a minute', () => {
    expect(sweepPerMinute('offline')).toBe(600);
    expect(sweepPerMinute({ perSecond: 30, perMinute: 60 })).toBe(20);
    expect(sweepPerMinute({ perHour: 50 })).toBe(1);
    expect(sweepPerMinute({ perDay: 100_000 })).toBe(23);
    expect(sweepPerMinute({})).toBe(600);
  });
});

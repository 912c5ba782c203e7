import { describe, expect, it } from 'vitest';
import type { RateBudget } from '../provider.ts';
import { RateLimitExceeded, reserveIn, windowsOf } from './budget-windows.ts';

// docs/decisions/007 and 024: minute and second windows space calls out as token buckets;
// hour and day windows count calls per clock hour and New York day, keeping the last fifth
// for priority calls.

function budget(limits: RateBudget, start = 0) {
  let t = start;
  const windows = windowsOf(limits, t);
  return {
    reserve: (maxWaitMs: number, priority = false) => reserveIn(windows, t, maxWaitMs, priority),
    granted(times: number, priority = false) {
      let n = 0;
      for (let i = 0; i < times; i++) {
        try {
          reserveIn(windows, t, 0, priority);
          n++;
        } catch (error) {
          if (!(error instanceof RateLimitExceeded)) throw error;
        }
      }
      return n;
    },
    advance: (ms: number) => (t += ms),
  };
}

describe('a budget of token buckets (second and minute windows)', () => {
  it('grants a full window at once, then spaces further calls evenly', () => {
    const b = budget({ perSecond: 3 });
    expect([b.reserve(10_000), b.reserve(10_000), b.reserve(10_000)]).toEqual([0, 0, 0]);
    expect(b.reserve(10_000)).toBeCloseTo(333.3, 0);
    expect(b.reserve(10_000)).toBeCloseTo(666.7, 0);
  });

  it('refuses, and reserves nothing, when the wait would be longer than allowed', () => {
    const b = budget({ perSecond: 1 });
    b.reserve(0);
    expect(() => b.reserve(500)).toThrow(RateLimitExceeded);
    b.advance(1_000);
    expect(b.reserve(0)).toBe(0);
  });

  it('obeys the strictest of several windows (60/min and 30/s)', () => {
    const b = budget({ perSecond: 30, perMinute: 60 });
    expect(b.granted(100)).toBe(30);
    b.advance(1_000);
    expect(b.granted(100)).toBe(30); // the second bucket is full again; the minute bucket has 31
    b.advance(1_000);
    expect(b.granted(100)).toBe(2); // now the minute bucket binds: 1 left + 1 refilled
  });
});

describe('a budget counted per clock hour and New York day', () => {
  const hour = 3_600_000;

  it('lets 40 ordinary calls of a 50/hour plan through, keeps 10 for priority, and starts again on the hour', () => {
    const b = budget({ perHour: 50 }, 10 * hour + 5 * 60_000);
    expect(b.granted(100)).toBe(40);
    expect(b.granted(100, true)).toBe(10);
    b.advance(50 * 60_000); // 10:55: still the same clock hour, however long it has been
    expect(b.granted(100, true)).toBe(0);
    b.advance(5 * 60_000); // 11:00
    expect(b.granted(100)).toBe(40);
  });

  it('never lets more than the plan through in one clock hour, unlike a bucket refilling within it', () => {
    const b = budget({ perHour: 50 }, 10 * hour);
    let total = 0;
    for (let minute = 0; minute < 60; minute++) {
      total += b.granted(5, true);
      b.advance(60_000);
    }
    expect(total).toBe(50);
  });

  it('says how long until the spent window turns, and that is past any queue', () => {
    const b = budget({ perHour: 50, perDay: 3 }, 10 * hour);
    expect(b.granted(10, true)).toBe(3);
    let refusal: unknown;
    try {
      b.reserve(10_000, true);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(RateLimitExceeded);
    expect((refusal as RateLimitExceeded).waitMs).toBeGreaterThan(hour);
  });

  it('turns the day at midnight in New York, not at midnight UTC', () => {
    // 2026-11-24 03:30 UTC is 22:30 in New York on the 23rd (EST, UTC-5).
    const b = budget({ perDay: 10 }, Date.UTC(2026, 10, 24, 3, 30));
    expect(b.granted(20, true)).toBe(10);
    b.advance(60 * 60_000); // 04:30 UTC, 23:30 in New York: same day
    expect(b.granted(20, true)).toBe(0);
    b.advance(31 * 60_000); // 05:01 UTC, 00:01 in New York
    expect(b.granted(20, true)).toBe(10);
  });
});

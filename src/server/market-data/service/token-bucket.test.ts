import { describe, expect, it } from 'vitest';
import { createTokenBucket, RateLimitExceeded } from './token-bucket.ts';

function clock(start = 0) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('token bucket', () => {
  it('grants a full window at once, then spaces further calls evenly', () => {
    const time = clock();
    const bucket = createTokenBucket([{ calls: 3, windowMs: 3_000 }], time.now);
    expect([bucket.reserve(10_000), bucket.reserve(10_000), bucket.reserve(10_000)]).toEqual([
      0, 0, 0,
    ]);
    expect(bucket.reserve(10_000)).toBe(1_000);
    expect(bucket.reserve(10_000)).toBe(2_000);
    time.advance(2_000);
    expect(bucket.reserve(10_000)).toBe(1_000);
  });

  it('refuses, and reserves nothing, when the wait would be longer than allowed', () => {
    const time = clock();
    const bucket = createTokenBucket([{ calls: 1, windowMs: 1_000 }], time.now);
    bucket.reserve(0);
    expect(() => bucket.reserve(500)).toThrow(RateLimitExceeded);
    time.advance(1_000);
    expect(bucket.reserve(0)).toBe(0);
  });

  it('obeys the strictest of several windows (60/min and 30/s)', () => {
    const time = clock();
    const bucket = createTokenBucket(
      [
        { calls: 60, windowMs: 60_000 },
        { calls: 30, windowMs: 1_000 },
      ],
      time.now,
    );
    let granted = 0;
    for (let i = 0; i < 100; i++) {
      try {
        bucket.reserve(0);
        granted++;
      } catch {
        // refused
      }
    }
    const burst = () => {
      for (let i = 0; i < 100; i++) {
        try {
          bucket.reserve(0);
          granted++;
        } catch {
          // refused
        }
      }
    };
    expect(granted).toBe(30);
    time.advance(1_000);
    burst(); // the second bucket is full again; the minute bucket has 31
    expect(granted).toBe(60);
    time.advance(1_000);
    burst(); // now the minute bucket binds: 1 left + 1 refilled
    expect(granted).toBe(62);
  });
});

import { describe, expect, it } from 'vitest';
import { createSeenEvents } from './seen-events.ts';

describe('seen user events', () => {
  it('starts after the outbox as it was at the first LISTEN', () => {
    const seen = createSeenEvents();
    expect(seen.started).toBe(false);
    seen.startAfter(40);
    expect(seen.started).toBe(true);
    expect(seen.beginReplay()).toEqual({ after: 40, holes: [] });
  });

  it('asks a replay for the ids a NOTIFY skipped, and delivers each once', () => {
    const seen = createSeenEvents();
    seen.startAfter(10);
    expect(seen.live(11)).toBe(true);
    expect(seen.live(14)).toBe(true); // 12 and 13: open, or rolled back
    expect(seen.live(12)).toBe(true); // committed late
    expect(seen.beginReplay()).toEqual({ after: 14, holes: [13] });
    expect(seen.replayed(13)).toBe(true);
    expect(seen.replayed(15)).toBe(true);
    expect(seen.replayed(14)).toBe(false); // delivered live before the gap
    // Committed after LISTEN, before the replay read: its NOTIFY follows, and is a copy.
    expect(seen.live(15)).toBe(false);
    expect(seen.live(16)).toBe(true);
    expect(seen.beginReplay()).toEqual({ after: 16, holes: [] });
  });

  it('delivers a NOTIFY for a hole it had forgotten (a transaction open for long)', () => {
    let clock = 0;
    const seen = createSeenEvents({ holeAgeMs: 1_000, now: () => clock });
    seen.startAfter(1);
    seen.live(3);
    clock = 5_000;
    expect(seen.beginReplay().holes).toEqual([]);
    expect(seen.live(2)).toBe(true);
  });

  it('keeps at most holesMax holes, the newest', () => {
    const seen = createSeenEvents({ holesMax: 3 });
    seen.startAfter(0);
    seen.live(10);
    expect(seen.beginReplay().holes).toEqual([7, 8, 9]);
    seen.live(12);
    expect(seen.beginReplay().holes).toEqual([8, 9, 11]);
  });
});

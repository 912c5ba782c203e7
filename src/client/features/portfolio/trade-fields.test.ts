import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayIso, tradeDateField } from './trade-fields.ts';

describe('the trade date', () => {
  afterEach(() => vi.useRealTimers());

  it("is New York's date: at 00:30 UTC on the 25th it is still the 24th there", () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T00:30:00Z') });
    expect(todayIso()).toBe('2026-11-24');
    expect(tradeDateField.safeParse('2026-11-24').success).toBe(true);
    expect(tradeDateField.safeParse('2026-11-25').success).toBe(false);
  });

  it('turns over at midnight in New York (05:00 UTC in winter)', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T05:00:00Z') });
    expect(todayIso()).toBe('2026-11-25');
  });
});

import { describe, expect, it } from 'vitest';
import { dailyChart, rangeStart } from '#server/market-data/service/history-buckets.ts';
import { sameCurrency } from './fx.ts';
import { performanceOf } from './performance.ts';
import { rangeStartDay } from './range-start.ts';
import { buy, closes } from './scenario-kit.ts';
import { dateOf } from './days.ts';

// The "vs SPY" comparison and SPY's own page measure a range from the same close. Today is
// Friday 2026-06-12; a year back is Thursday 2025-06-12, a trading day, so its close (603) is
// the base, not Wednesday's (600).

const SPY = {
  '2025-06-11': 600,
  '2025-06-12': 603,
  '2025-06-13': 597,
  '2026-06-11': 570,
  '2026-06-12': 560.79,
};
const TODAY = '2026-06-12';

describe('the 1Y baseline', () => {
  it('starts the range the day after the close it is measured from', () => {
    expect(rangeStart('1Y', TODAY)).toBe('2025-06-12');
    expect(dateOf(rangeStartDay('1Y', TODAY, 0))).toBe('2025-06-13');
    // YTD: measured from the last close of the previous year, the range starts on 1 January.
    expect(dateOf(rangeStartDay('YTD', TODAY, 0))).toBe('2026-01-01');
  });

  it("gives SPY's 1Y figure on the comparison chart as on SPY's own page", () => {
    const stockPage = dailyChart(
      Object.entries(SPY).map(([date, close]) => ({ date, time: 0, close })),
      '1Y',
      rangeStart('1Y', TODAY),
    );
    const first = stockPage.points[0]?.close ?? Number.NaN;
    const last = stockPage.points.at(-1)?.close ?? Number.NaN;
    // 560.79 / 603 − 1 = −0.07 exactly (603 × 0.93 = 560.79); from Wednesday's 600 it would be
    // 560.79 / 600 − 1 = −0.06535, the day-apart figure the comparison used to show.
    expect(first).toBe(603);
    expect(last / first - 1).toBeCloseTo(-0.07, 12);

    const performance = performanceOf({
      // Held since before the range, so the comparison has a base value on 2025-06-12.
      entries: [buy('X', '2025-06-11', { quantity: '10', price: '50' })],
      closes: new Map([
        ['X', closes({ '2025-06-11': 50, '2025-06-12': 50, '2026-06-12': 55 })],
        ['SPY', closes(SPY)],
      ]),
      range: '1Y',
      benchmark: 'SPY',
      today: TODAY,
      scope: { fx: sameCurrency('USD'), accountCurrency: () => 'USD' },
    });
    expect(performance.from).toBe('2025-06-13');
    // No money moves inside the range: the benchmark index is SPY's price ratio, 0.93.
    expect(Number(performance.series.at(-1)?.benchmarkIndex)).toBeCloseTo(0.93, 8);
    // X: 500 at the base close (10 × 50), 550 today: +10 %.
    expect(Number(performance.twr)).toBeCloseTo(0.1, 8);
  });
});

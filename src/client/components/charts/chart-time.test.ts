import { describe, expect, it } from 'vitest';
import { chartTime, crosshairLabel, intradayTickLabel } from './chart-time.ts';

// The test runner's zone is whatever the machine says: every label here must come out in New
// York time regardless, as a viewer in Tokyo or London must see it.

describe('chart times', () => {
  it('plots instants as seconds and trading dates as dates', () => {
    expect(chartTime('2026-11-20T14:30:00.000Z', 'intraday')).toBe(1_795_185_000);
    expect(chartTime('2026-11-20', 'daily')).toBe('2026-11-20');
  });

  it('labels an intraday crosshair with the New York clock and ET', () => {
    expect(crosshairLabel(chartTime('2026-11-20T14:35:00.000Z', 'intraday'))).toBe(
      'Nov 20, 9:35 AM ET',
    );
  });

  it('labels a daily crosshair with the date only, never a clock time', () => {
    expect(crosshairLabel('2026-11-20')).toBe('Nov 20, 2026');
    expect(crosshairLabel({ year: 2026, month: 11, day: 20 })).toBe('Nov 20, 2026');
  });

  it('labels intraday axis ticks with the New York day where one starts, else the clock', () => {
    const afterClose = chartTime('2026-11-21T01:00:00.000Z', 'intraday'); // 8 PM on the 20th
    expect(intradayTickLabel(afterClose, true)).toBe('Nov 20');
    expect(intradayTickLabel(afterClose, false)).toBe('8:00 PM');
    expect(intradayTickLabel('2026-11-20', true)).toBeNull();
  });
});

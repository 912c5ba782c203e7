import type { Decimal } from 'decimal.js';
import { positionValue, sum } from '../../../shared/money.ts';
import type { History } from '../../../shared/market-data.ts';
import type { Position } from '../../../shared/portfolio.ts';

/**
 * docs/architecture.md, Beyond the specification: the 30-day performance line from real history. Each day's value is the sum of
 * shares × that day's close over the positions held by then (a position counts from the day it
 * was added). A symbol with no close that day uses its latest earlier close.
 */
export function performanceSeries(
  positions: readonly Position[],
  histories: ReadonlyMap<string, History>,
): { time: string; close: number }[] {
  const days = [
    ...new Set(
      [...histories.values()].flatMap((history) => history.points.map((p) => p.time.slice(0, 10))),
    ),
  ].sort();
  const closeOn = (symbol: string, day: string): number | undefined => {
    const points = histories.get(symbol)?.points ?? [];
    let close: number | undefined;
    for (const point of points) if (point.time.slice(0, 10) <= day) close = point.close;
    return close;
  };
  return days.flatMap((day) => {
    const values: Decimal[] = [];
    for (const position of positions) {
      if (position.addedAt.slice(0, 10) > day) continue;
      const close = closeOn(position.symbol, day);
      if (close !== undefined) values.push(positionValue(position.shares, close));
    }
    if (values.length === 0) return [];
    return [{ time: `${day}T00:00:00.000Z`, close: sum(values).toDecimalPlaces(2).toNumber() }];
  });
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newYorkOffsetMs, newYorkWallClock } from './new-york-time.ts';

// The oracle: Intl with the runtime's tz data, as market-hours.ts and format.ts used before.
const intl = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});
function intlWallClock(epochMs: number) {
  const fields: Record<string, number> = {};
  for (const part of intl.formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return fields;
}
const fieldsOf = (epochMs: number) => {
  const { year, month, day, hour, minute, second } = newYorkWallClock(epochMs);
  return { year, month, day, hour, minute, second };
};

const HOUR = 3_600_000;

describe('New York wall clock without Intl (decision 049)', () => {
  it('switches at 2 a.m. local on the second Sunday of March and the first of November', () => {
    // 2026: daylight time from 8 March 07:00 UTC to 1 November 06:00 UTC.
    const start = Date.parse('2026-03-08T07:00:00Z');
    const end = Date.parse('2026-11-01T06:00:00Z');
    expect(newYorkOffsetMs(start - 1)).toBe(-5 * HOUR);
    expect(newYorkOffsetMs(start)).toBe(-4 * HOUR);
    expect(newYorkOffsetMs(end - 1)).toBe(-4 * HOUR);
    expect(newYorkOffsetMs(end)).toBe(-5 * HOUR);
    // The local clock jumps from 01:59:59 to 03:00 and repeats 01:00–01:59.
    expect(fieldsOf(start - 1000)).toMatchObject({ day: 8, hour: 1, minute: 59, second: 59 });
    expect(fieldsOf(start)).toMatchObject({ day: 8, hour: 3, minute: 0 });
    expect(fieldsOf(end - 1000)).toMatchObject({ month: 11, day: 1, hour: 1, minute: 59 });
    expect(fieldsOf(end)).toMatchObject({ month: 11, day: 1, hour: 1, minute: 0 });
  });

  it('reads the same fields as Intl for any instant from 1990 to 2100', () => {
    const instants = fc.integer({
      min: Date.parse('1990-01-01T00:00:00Z'),
      max: Date.parse('2100-12-31T23:59:59Z'),
    });
    fc.assert(
      fc.property(instants, (epochMs) => {
        expect(fieldsOf(epochMs)).toEqual(intlWallClock(epochMs));
      }),
      { numRuns: 20_000 },
    );
  });

  it('agrees with Intl hour by hour around every switch from 2007 to 2040', () => {
    for (let year = 2007; year <= 2040; year += 1) {
      for (const month of [2, 10]) {
        const first = Date.UTC(year, month, 1);
        for (let at = first; at < first + 15 * 24 * HOUR; at += HOUR / 2) {
          expect(fieldsOf(at), new Date(at).toISOString()).toEqual(intlWallClock(at));
        }
      }
    }
  });

  it('refuses an instant that is not a time, as Intl does', () => {
    expect(() => newYorkWallClock(Number.NaN)).toThrow(RangeError);
  });
});

import { once } from './once.ts';

// New York's wall clock without Intl on the usual path (decision 049). A page's first
// Intl object costs 45–75 ms at 1× in Chromium (ICU's start), 4 times that on Lighthouse's
// phone; every instant we show is an exchange time in America/New_York, whose rule is short:
// since 2007 (Energy Policy Act of 2005) daylight time runs from the second Sunday in March,
// 02:00 EST (07:00 UTC), to the first Sunday in November, 02:00 EDT (06:00 UTC). Instants
// before 2007 ask Intl (earlier rules). If the law changes, the property test against Intl
// (new-york-time.test.ts) fails with the new tz data.

export interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** New York's offset from UTC at this instant, in ms: -5 h (EST) or -4 h (EDT). */
  offsetMs: number;
}

const HOUR_MS = 3_600_000;
const EST_MS = -5 * HOUR_MS;
const EDT_MS = -4 * HOUR_MS;
const RULE_SINCE_YEAR = 2007;

/** Day of the month of the n-th Sunday (n ≥ 1) of a month (0-based month, UTC calendar). */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
}

const daylightTime = new Map<number, { start: number; end: number }>();

/** The UTC instants daylight time starts and ends in a year (from 2007), cached per year. */
function daylightTimeIn(year: number): { start: number; end: number } {
  let span = daylightTime.get(year);
  if (!span) {
    span = {
      start: Date.UTC(year, 2, nthSunday(year, 2, 2), 7),
      end: Date.UTC(year, 10, nthSunday(year, 10, 1), 6),
    };
    daylightTime.set(year, span);
  }
  return span;
}

const intlParts = once(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
);

/** Before 2007 (other rules): what Intl says, to the second. */
function offsetFromIntl(epochMs: number): number {
  const fields: Record<string, number> = {};
  for (const part of intlParts().formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const wallAsUtc = Date.UTC(
    fields.year ?? 0,
    (fields.month ?? 1) - 1,
    fields.day ?? 1,
    fields.hour ?? 0,
    fields.minute ?? 0,
    fields.second ?? 0,
  );
  return wallAsUtc - Math.floor(epochMs / 1000) * 1000;
}

/** New York's offset from UTC at an instant, in ms. */
export function newYorkOffsetMs(epochMs: number): number {
  if (!Number.isFinite(epochMs)) throw new RangeError('Invalid time value');
  const year = new Date(epochMs).getUTCFullYear();
  if (year < RULE_SINCE_YEAR) return offsetFromIntl(epochMs);
  const { start, end } = daylightTimeIn(year);
  return epochMs >= start && epochMs < end ? EDT_MS : EST_MS;
}

/** The wall-clock fields of an instant in New York. */
export function newYorkWallClock(epochMs: number): WallClock {
  const offsetMs = newYorkOffsetMs(epochMs);
  const wall = new Date(epochMs + offsetMs);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    offsetMs,
  };
}

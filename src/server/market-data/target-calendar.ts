// The days the European Central Bank publishes its euro reference rates: TARGET2 business days,
// weekdays other than New Year's Day, Good Friday, Easter Monday, 1 May, 25 and 26 December.

/** The first day of euro reference rates. */
export const FIRST_FX_DATE = '1999-01-04';

const DAY_MS = 86_400_000;

/** Easter Sunday of the Gregorian year (the anonymous Gregorian algorithm), as 'MM-DD'. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const shift = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const holidaysByYear = new Map<number, ReadonlySet<string>>();

function holidaysOf(year: number): ReadonlySet<string> {
  const known = holidaysByYear.get(year);
  if (known) return known;
  const easter = `${year}-${easterSunday(year)}`;
  const holidays = new Set([
    `${year}-01-01`,
    shift(easter, -2),
    shift(easter, 1),
    `${year}-05-01`,
    `${year}-12-25`,
    `${year}-12-26`,
  ]);
  holidaysByYear.set(year, holidays);
  return holidays;
}

/** True when the ECB publishes reference rates on this date (YYYY-MM-DD). */
export function isTargetDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidaysOf(Number(date.slice(0, 4))).has(date);
}

/** The publication dates in [from, to], oldest first (none before FIRST_FX_DATE). */
export function targetDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let date = from < FIRST_FX_DATE ? FIRST_FX_DATE : from; date <= to; date = shift(date, 1)) {
    if (isTargetDay(date)) days.push(date);
  }
  return days;
}

export { shift as shiftDate };

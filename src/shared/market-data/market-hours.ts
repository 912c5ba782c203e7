import { newYorkWallClock } from '../platform/new-york-time.ts';

// The US equity market calendar (NYSE/Nasdaq regular session 09:30–16:00 America/New_York,
// weekends, holidays and early closes). Isomorphic: the browser and the server both use it, so
// New York's clock comes from new-york-time.ts (no node:*, no runtime dependency).

/** A day the US market is closed (hours null) or closes early (e.g. 09:30–13:00). */
export interface MarketHoliday {
  /** YYYY-MM-DD in America/New_York */
  date: string;
  name: string;
  hours: { open: string; close: string } | null;
}

export interface MarketSession {
  isOpen: boolean;
  session: 'pre-market' | 'regular' | 'post-market' | null;
  holiday: string | null;
}

const closed = (date: string, name: string): MarketHoliday => ({ date, name, hours: null });
const early = (date: string, name: string): MarketHoliday => ({
  date,
  name: `Early close: ${name}`,
  hours: { open: '09:30', close: '13:00' },
});

/**
 * NYSE's published full closures and 13:00 early closes, 2024–2028 (nyse.com/markets/hours-calendars).
 * Not computed from rules: one-off closures (2025-01-09) and the Saturday rule (2028-01-01 is
 * not observed on Friday 2027-12-31; no early close before a holiday observed on a Friday or
 * Monday) only come from the published table.
 */
export const US_MARKET_HOLIDAYS: readonly MarketHoliday[] = [
  closed('2024-01-01', "New Year's Day"),
  closed('2024-01-15', 'Martin Luther King, Jr. Day'),
  closed('2024-02-19', "Washington's Birthday"),
  closed('2024-03-29', 'Good Friday'),
  closed('2024-05-27', 'Memorial Day'),
  closed('2024-06-19', 'Juneteenth National Independence Day'),
  early('2024-07-03', 'day before Independence Day'),
  closed('2024-07-04', 'Independence Day'),
  closed('2024-09-02', 'Labor Day'),
  closed('2024-11-28', 'Thanksgiving Day'),
  early('2024-11-29', 'day after Thanksgiving'),
  early('2024-12-24', 'Christmas Eve'),
  closed('2024-12-25', 'Christmas Day'),
  closed('2025-01-01', "New Year's Day"),
  closed('2025-01-09', 'National Day of Mourning for President Jimmy Carter'),
  closed('2025-01-20', 'Martin Luther King, Jr. Day'),
  closed('2025-02-17', "Washington's Birthday"),
  closed('2025-04-18', 'Good Friday'),
  closed('2025-05-26', 'Memorial Day'),
  closed('2025-06-19', 'Juneteenth National Independence Day'),
  early('2025-07-03', 'day before Independence Day'),
  closed('2025-07-04', 'Independence Day'),
  closed('2025-09-01', 'Labor Day'),
  closed('2025-11-27', 'Thanksgiving Day'),
  early('2025-11-28', 'day after Thanksgiving'),
  early('2025-12-24', 'Christmas Eve'),
  closed('2025-12-25', 'Christmas Day'),
  closed('2026-01-01', "New Year's Day"),
  closed('2026-01-19', 'Martin Luther King, Jr. Day'),
  closed('2026-02-16', "Washington's Birthday"),
  closed('2026-04-03', 'Good Friday'),
  closed('2026-05-25', 'Memorial Day'),
  closed('2026-06-19', 'Juneteenth National Independence Day'),
  closed('2026-07-03', 'Independence Day (observed)'),
  closed('2026-09-07', 'Labor Day'),
  closed('2026-11-26', 'Thanksgiving Day'),
  early('2026-11-27', 'day after Thanksgiving'),
  early('2026-12-24', 'Christmas Eve'),
  closed('2026-12-25', 'Christmas Day'),
  closed('2027-01-01', "New Year's Day"),
  closed('2027-01-18', 'Martin Luther King, Jr. Day'),
  closed('2027-02-15', "Washington's Birthday"),
  closed('2027-03-26', 'Good Friday'),
  closed('2027-05-31', 'Memorial Day'),
  closed('2027-06-18', 'Juneteenth National Independence Day (observed)'),
  closed('2027-07-05', 'Independence Day (observed)'),
  closed('2027-09-06', 'Labor Day'),
  closed('2027-11-25', 'Thanksgiving Day'),
  early('2027-11-26', 'day after Thanksgiving'),
  closed('2027-12-24', 'Christmas Day (observed)'),
  closed('2028-01-17', 'Martin Luther King, Jr. Day'),
  closed('2028-02-21', "Washington's Birthday"),
  closed('2028-04-14', 'Good Friday'),
  closed('2028-05-29', 'Memorial Day'),
  closed('2028-06-19', 'Juneteenth National Independence Day'),
  early('2028-07-03', 'day before Independence Day'),
  closed('2028-07-04', 'Independence Day'),
  closed('2028-09-04', 'Labor Day'),
  closed('2028-11-23', 'Thanksgiving Day'),
  early('2028-11-24', 'day after Thanksgiving'),
  closed('2028-12-25', 'Christmas Day'),
];

const REGULAR_OPEN = '09:30';
const REGULAR_CLOSE = '16:00';
const PRE_MARKET_OPEN = '04:00';
const POST_MARKET_CLOSE = '20:00';
const DAY_MS = 86_400_000;

/** The wall-clock fields of an instant in New York (new-york-time.ts: no Intl on the way). */
function nyWallClock(instant: Date): { date: string; minutes: number; offsetMs: number } {
  const wall = newYorkWallClock(instant.getTime());
  return {
    date: `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`,
    minutes: wall.hour * 60 + wall.minute,
    offsetMs: wall.offsetMs,
  };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** YYYY-MM-DD of the instant in America/New_York */
export function nyDate(instant: Date): string {
  return nyWallClock(instant).date;
}

/** The instant of a New York wall-clock time (never in a DST gap: sessions start at 04:00). */
function nyInstant(date: string, time: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  // First guess with the offset at the wall time read as UTC, then correct once across a switch.
  const guess = wallAsUtc - nyWallClock(new Date(wallAsUtc)).offsetMs;
  return new Date(wallAsUtc - nyWallClock(new Date(guess)).offsetMs);
}

function toMinutes(time: string): number {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return hour * 60 + minute;
}

/** Calendar arithmetic on YYYY-MM-DD (time-zone free). */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

function isWeekend(date: string): boolean {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

const holidayIndexes = new WeakMap<readonly MarketHoliday[], Map<string, MarketHoliday>>();

function holidayOn(date: string, holidays: readonly MarketHoliday[]): MarketHoliday | undefined {
  let index = holidayIndexes.get(holidays);
  if (!index) {
    index = new Map(holidays.map((holiday) => [holiday.date, holiday]));
    holidayIndexes.set(holidays, index);
  }
  return index.get(date);
}

export function isTradingDay(
  date: string,
  holidays: readonly MarketHoliday[] = US_MARKET_HOLIDAYS,
): boolean {
  if (isWeekend(date)) return false;
  const holiday = holidayOn(date, holidays);
  return holiday === undefined || holiday.hours !== null;
}

/** The regular session's open/close instants on that NY date, or null if no session. */
export function regularSessionOn(
  date: string,
  holidays: readonly MarketHoliday[] = US_MARKET_HOLIDAYS,
): { open: Date; close: Date } | null {
  if (!isTradingDay(date, holidays)) return null;
  const hours = holidayOn(date, holidays)?.hours;
  return {
    open: nyInstant(date, hours?.open ?? REGULAR_OPEN),
    close: nyInstant(date, hours?.close ?? REGULAR_CLOSE),
  };
}

/**
 * pre-market 04:00–09:30, regular 09:30–close (16:00 or early close), post-market
 * close–20:00, on trading days; null otherwise. isOpen === (session === 'regular').
 */
export function marketSessionAt(
  instant: Date,
  holidays: readonly MarketHoliday[] = US_MARKET_HOLIDAYS,
): MarketSession {
  const { date, minutes } = nyWallClock(instant);
  const holiday = holidayOn(date, holidays)?.name ?? null;
  if (!isTradingDay(date, holidays)) return { isOpen: false, session: null, holiday };
  const hours = holidayOn(date, holidays)?.hours;
  const open = toMinutes(hours?.open ?? REGULAR_OPEN);
  const close = toMinutes(hours?.close ?? REGULAR_CLOSE);
  let session: MarketSession['session'] = null;
  if (minutes >= toMinutes(PRE_MARKET_OPEN) && minutes < open) session = 'pre-market';
  else if (minutes >= open && minutes < close) session = 'regular';
  else if (minutes >= close && minutes < toMinutes(POST_MARKET_CLOSE)) session = 'post-market';
  return { isOpen: session === 'regular', session, holiday };
}

export function previousTradingDay(
  date: string,
  holidays: readonly MarketHoliday[] = US_MARKET_HOLIDAYS,
): string {
  let day = addDays(date, -1);
  while (!isTradingDay(day, holidays)) day = addDays(day, -1);
  return day;
}

/** Trading days in [from, to] inclusive, ascending. */
export function tradingDaysBetween(
  from: string,
  to: string,
  holidays: readonly MarketHoliday[] = US_MARKET_HOLIDAYS,
): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (isTradingDay(day, holidays)) days.push(day);
  }
  return days;
}

/** The regular session in progress at `instant`, else the most recent finished one. */
export function latestSession(
  instant: Date,
  holidays: readonly MarketHoliday[] = US_MARKET_HOLIDAYS,
): { date: string; open: Date; close: Date } {
  const today = nyDate(instant);
  const session = regularSessionOn(today, holidays);
  if (session && instant.getTime() >= session.open.getTime()) return { date: today, ...session };
  const date = previousTradingDay(today, holidays);
  const previous = regularSessionOn(date, holidays);
  if (!previous) throw new Error(`No regular session on ${date}`);
  return { date, ...previous };
}

/**
 * latestSession(instant).date, remembered per minute: it changes only at a session's open or at
 * midnight in New York, both on whole minutes. For hot paths (the alert engine reads it for every
 * tick), where latestSession's Intl formatting would cost several times the evaluation itself.
 */
export function latestSessionDates(
  holidays: readonly MarketHoliday[] = US_MARKET_HOLIDAYS,
): (epochMs: number) => string {
  const byMinute = new Map<number, string>();
  return (epochMs) => {
    const minute = Math.floor(epochMs / 60_000);
    let date = byMinute.get(minute);
    if (date === undefined) {
      // A few minutes are in use at once (now, and the times of quotes up to 15 min old).
      if (byMinute.size >= 64) byMinute.clear();
      date = latestSession(new Date(epochMs), holidays).date;
      byMinute.set(minute, date);
    }
    return date;
  };
}

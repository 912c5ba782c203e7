import { listingMarket, type ExchangeHours, type ListingMarket } from './listing-markets.ts';
import {
  addDays,
  isTradingDay,
  latestSession,
  marketSessionAt,
  nyDate,
  regularSessionOn,
  tradingDaysBetween,
  US_MARKET_HOLIDAYS,
  type MarketHoliday,
} from './market-hours.ts';

// One exchange's trading days and regular sessions (docs/decisions/084): the US market's from
// market-hours.ts (holidays and early closes included), any other exchange's from its hours in
// its own time zone, Monday to Friday (its holidays are not listed: it trades every weekday).

export interface TradingCalendar {
  /** 'US', or the exchange's symbol suffix ('L', 'T'). */
  readonly id: string;
  /** The exchange's local date (YYYY-MM-DD) of an instant. */
  dateOf(instant: Date): string;
  /** The regular session on a local date, or null when the exchange does not trade. */
  sessionOn(date: string): { open: Date; close: Date } | null;
  isTradingDay(date: string): boolean;
  /** Trading days in [from, to] inclusive, ascending. */
  tradingDaysBetween(from: string, to: string): string[];
  /** The session in progress at `instant`, else the most recent finished one. */
  latestSession(instant: Date): { date: string; open: Date; close: Date };
  isOpen(instant: Date): boolean;
}

export function usCalendar(holidays: readonly MarketHoliday[] = US_MARKET_HOLIDAYS) {
  return {
    id: 'US',
    dateOf: nyDate,
    sessionOn: (date) => regularSessionOn(date, holidays),
    isTradingDay: (date) => isTradingDay(date, holidays),
    tradingDaysBetween: (from, to) => tradingDaysBetween(from, to, holidays),
    latestSession: (instant) => latestSession(instant, holidays),
    isOpen: (instant) => marketSessionAt(instant, holidays).isOpen,
  } satisfies TradingCalendar;
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of an instant in a time zone, and that zone's offset from UTC then. */
function wallClock(instant: number, timeZone: string) {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const offsetMs = wallAsUtc - Math.floor(instant / 1000) * 1000;
  const pad = (value: number) => String(value).padStart(2, '0');
  return { date: `${year}-${pad(month)}-${pad(day)}`, offsetMs };
}

/** The instant of a wall-clock time on a date in a zone (sessions never start in a DST gap). */
function instantIn(date: string, time: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  const guess = wallAsUtc - wallClock(wallAsUtc, timeZone).offsetMs;
  return new Date(wallAsUtc - wallClock(guess, timeZone).offsetMs);
}

function isWeekday(date: string): boolean {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

export function exchangeCalendar(id: string, hours: ExchangeHours): TradingCalendar {
  const dateOf = (instant: Date) => wallClock(instant.getTime(), hours.timeZone).date;
  const sessionOn = (date: string) =>
    isWeekday(date)
      ? {
          open: instantIn(date, hours.open, hours.timeZone),
          close: instantIn(date, hours.close, hours.timeZone),
        }
      : null;
  const previousTradingDay = (date: string) => {
    let day = addDays(date, -1);
    while (!isWeekday(day)) day = addDays(day, -1);
    return day;
  };
  return {
    id,
    dateOf,
    sessionOn,
    isTradingDay: isWeekday,
    tradingDaysBetween(from, to) {
      const days: string[] = [];
      for (let day = from; day <= to; day = addDays(day, 1)) if (isWeekday(day)) days.push(day);
      return days;
    },
    latestSession(instant) {
      const today = dateOf(instant);
      const session = sessionOn(today);
      if (session && instant.getTime() >= session.open.getTime())
        return { date: today, ...session };
      const date = previousTradingDay(today);
      return { date, ...(sessionOn(date) as { open: Date; close: Date }) };
    },
    isOpen(instant) {
      const session = sessionOn(dateOf(instant));
      const at = instant.getTime();
      return !!session && at >= session.open.getTime() && at < session.close.getTime();
    },
  };
}

const calendars = new Map<ListingMarket, TradingCalendar>();
const defaultUs = usCalendar();

/**
 * The calendar a symbol trades by: its exchange's, or the US one (with `usHolidays`, default
 * our table) for a US symbol.
 */
export function calendarOf(
  symbol: string,
  usHolidays?: readonly MarketHoliday[] | undefined,
): TradingCalendar {
  const market = listingMarket(symbol);
  if (!market.hours) return usHolidays ? usCalendar(usHolidays) : defaultUs;
  let calendar = calendars.get(market);
  if (!calendar) {
    calendar = exchangeCalendar(market.suffix, market.hours);
    calendars.set(market, calendar);
  }
  return calendar;
}

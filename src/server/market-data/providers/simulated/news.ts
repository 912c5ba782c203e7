import {
  US_MARKET_HOLIDAYS,
  addDays,
  nyDate,
  regularSessionOn,
  type MarketHoliday,
} from '#shared/market-data/market-hours.ts';
import type { NewsItem } from '#shared/market-data/market-data.ts';

// Demo news: neutral notices about the market calendar and the simulation itself, a few per
// trading day. Never stories about real companies (the prices are invented; events must not
// be). Links go to stable, general public pages.

const SOURCE = 'Tickerdeck (simulated)';
const NYSE_HOURS = 'https://www.nyse.com/markets/hours-calendars';
const EDUCATION = [
  {
    headline: 'Investor basics: what the previous close means',
    summary:
      "A quote's change is measured from the previous session's closing price, not from the open.",
    url: 'https://www.investor.gov/',
  },
  {
    headline: 'Investor basics: pre-market and after-hours trading',
    summary:
      'Trading outside the 9:30 a.m. to 4 p.m. Eastern session can be thinner and more volatile.',
    url: 'https://www.finra.org/investors',
  },
  {
    headline: 'Investor basics: index funds and the indices they track',
    summary:
      'Index rows on Tickerdeck show exchange-traded funds that follow each index, not the index itself.',
    url: 'https://www.sec.gov/',
  },
] as const;
const DAYS_OF_NEWS = 3;
const LOOKAHEAD_DAYS = 10;
const MINUTE_MS = 60_000;

function longDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** '13:00' → '1 p.m.', '09:30' → '9:30 a.m.' (AP style, as in the notices). */
function clockLabel(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const minutes = minute === 0 ? '' : `:${String(minute).padStart(2, '0')}`;
  return `${hour12}${minutes} ${hour < 12 ? 'a.m.' : 'p.m.'}`;
}

function upcomingClosure(date: string, holidays: readonly MarketHoliday[]): MarketHoliday | null {
  const until = addDays(date, LOOKAHEAD_DAYS);
  return holidays.find((holiday) => holiday.date > date && holiday.date <= until) ?? null;
}

function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

/** One trading day's notices (some may lie after now; the caller drops those). */
function noticesFor(date: string, holidays: readonly MarketHoliday[]): NewsItem[] {
  const session = regularSessionOn(date, holidays);
  if (!session) return [];
  const idBase = dayNumber(date) * 10;
  const closes = clockLabel(
    holidays.find((holiday) => holiday.date === date)?.hours?.close ?? '16:00',
  );
  const closure = upcomingClosure(date, holidays);
  const lesson = EDUCATION[dayNumber(date) % EDUCATION.length] ?? EDUCATION[0];
  const morning = closure
    ? {
        headline: `US markets: ${closure.hours ? 'early close' : 'closed'} on ${longDate(closure.date)}`,
        summary: closure.hours
          ? `US stock exchanges close at ${clockLabel(closure.hours.close)} Eastern Time that day (${closure.name}).`
          : `US stock exchanges are closed that day for ${closure.name}.`,
        url: NYSE_HOURS,
      }
    : lesson;
  return [
    {
      id: idBase + 1,
      ...morning,
      source: SOURCE,
      image: null,
      datetime: new Date(session.open.getTime() - 90 * MINUTE_MS).toISOString(),
    },
    {
      id: idBase + 2,
      headline: `US regular trading session opens for ${longDate(date)}`,
      summary: `The regular session runs from 9:30 a.m. to ${closes} Eastern Time. Prices on Tickerdeck are simulated.`,
      url: NYSE_HOURS,
      source: SOURCE,
      image: null,
      datetime: session.open.toISOString(),
    },
    {
      id: idBase + 3,
      headline: `US regular trading session closes for ${longDate(date)}`,
      summary: 'Closing prices shown here come from a simulation and do not reflect real trading.',
      url: 'https://www.investor.gov/',
      source: SOURCE,
      image: null,
      datetime: new Date(session.close.getTime() + MINUTE_MS).toISOString(),
    },
  ];
}

/** The last few trading days' notices up to now, newest first. */
export function simulatedNews(
  nowMs: number,
  holidays: readonly MarketHoliday[] = US_MARKET_HOLIDAYS,
): NewsItem[] {
  const items: NewsItem[] = [];
  let day = nyDate(new Date(nowMs));
  for (let seen = 0; seen < DAYS_OF_NEWS; day = addDays(day, -1)) {
    const notices = noticesFor(day, holidays).filter((item) => Date.parse(item.datetime) <= nowMs);
    if (notices.length > 0) seen++;
    items.push(...notices);
  }
  return items.sort((a, b) => Date.parse(b.datetime) - Date.parse(a.datetime));
}

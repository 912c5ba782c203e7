import {
  US_MARKET_HOLIDAYS,
  addDays,
  nyDate,
  regularSessionOn,
  type MarketHoliday,
} from '#shared/market-data/market-hours.ts';
import { listingMarket, US_MARKET } from '#shared/market-data/listing-markets.ts';
import type { NewsItem } from '#shared/market-data/market-data.ts';
import type { CatalogueEntry } from './catalogue.ts';
import { hashString } from './random.ts';

// A listing's demo news: neutral pointers to where its real news lives (its own website, its
// SEC filings or its fund issuer) and a reminder that its prices here are simulated. Like the
// general demo news, never an event: the prices are invented, so stories must not be.

const SOURCE = 'Tickerdeck (simulated)';
const DAYS_OF_NEWS = 3;
const MINUTE_MS = 60_000;
/** 1970-01-05, a Monday, as days since the epoch. */
const MONDAY_DAY_NUMBER = 4;

type Notice = Pick<NewsItem, 'headline' | 'summary' | 'url'>;

function noticesOf(entry: CatalogueEntry): Notice[] {
  const { name, symbol } = entry;
  const fund = entry.type === 'ETP';
  const notices: (Notice | null)[] = [
    !entry.website
      ? null
      : fund
        ? {
            headline: `${name}: holdings, fees and reports from the issuer`,
            summary: `The fund's issuer publishes what ${symbol} holds, what it costs and how it has tracked its index.`,
            url: entry.website,
          }
        : {
            headline: `${name}: news and investor relations from the company`,
            summary: `Announcements, results and reports of ${name} come first from the company itself.`,
            url: entry.website,
          },
    {
      headline: `${symbol} filings on the SEC's EDGAR`,
      summary: fund
        ? `Prospectuses and shareholder reports of ${name} are public on EDGAR.`
        : `Annual (10-K) and quarterly (10-Q) reports and other filings of ${name} are public on EDGAR.`,
      url: `https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=${encodeURIComponent(symbol)}`,
    },
    {
      headline: `${symbol} on Tickerdeck: prices are simulated`,
      summary: `Quotes and charts of ${symbol} here come from a seeded simulation and do not reflect real trading.`,
      url: 'https://www.investor.gov/',
    },
  ];
  // A listing abroad (decision 084) files with its home regulator, not on EDGAR.
  // A listing the catalogue gives no website has no notice of its own.
  const edgar = notices[1];
  return notices.filter(
    (n): n is Notice => n !== null && (listingMarket(symbol) === US_MARKET || n !== edgar),
  );
}

/** The last few trading days' notices for one listing, up to now, newest first. */
export function simulatedCompanyNews(
  entry: CatalogueEntry,
  nowMs: number,
  holidays: readonly MarketHoliday[] = US_MARKET_HOLIDAYS,
): NewsItem[] {
  const notices = noticesOf(entry);
  const symbolKey = hashString(entry.symbol);
  const items: NewsItem[] = [];
  let day = nyDate(new Date(nowMs));
  for (
    let seen = 0, guard = 0;
    seen < DAYS_OF_NEWS && guard < 30;
    day = addDays(day, -1), guard++
  ) {
    const session = regularSessionOn(day, holidays);
    if (!session) continue;
    const dayNumber = Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
    // One notice a day, rotating with the weekday count (so Friday and Monday differ), at the
    // listing's own minute before the open so that lists differ between listings.
    const sinceMonday = dayNumber - MONDAY_DAY_NUMBER;
    const weekdays = Math.floor(sinceMonday / 7) * 5 + Math.min(sinceMonday % 7, 4);
    const index = (weekdays + symbolKey) % notices.length;
    const notice = notices[index] ?? notices[0];
    const time = session.open.getTime() - (30 + (symbolKey % 60)) * MINUTE_MS;
    if (!notice || time > nowMs) continue;
    seen++;
    items.push({
      id: (symbolKey % 100_000) * 100_000 + (dayNumber % 100_000),
      ...notice,
      source: SOURCE,
      image: null,
      datetime: new Date(time).toISOString(),
    });
  }
  return items;
}

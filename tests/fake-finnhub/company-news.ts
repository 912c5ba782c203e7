import { LISTING_BY_SYMBOL } from './catalogue.ts';

// /company-news?symbol=&from=YYYY-MM-DD&to=YYYY-MM-DD as Finnhub answers it: the general news
// shape with category 'company' and `related` the symbol, newest first; `image: ""` when there
// is none and now and then a URL as the source; `[]` for a symbol it has no news for (unknown
// symbols and most funds). Only items dated within [from, to] (UTC days) come back.

const DAY_SECONDS = 86_400;

export function companyNews(query: URLSearchParams, nowSeconds: number): unknown[] {
  const symbol = query.get('symbol') ?? '';
  const listing = LISTING_BY_SYMBOL.get(symbol);
  if (!listing?.profile) return [];
  const from = Date.parse(`${query.get('from') ?? ''}T00:00:00Z`) / 1000;
  const to = Date.parse(`${query.get('to') ?? ''}T00:00:00Z`) / 1000 + DAY_SECONDS - 1;
  if (!Number.isFinite(from) || !Number.isFinite(to)) return [];
  const name = listing.profile.name;
  const stories = [
    [`${name} shares in focus ahead of the quarter`, 'Yahoo', ''],
    [`What analysts watch in ${name}'s next report`, 'MarketWatch', 'image'],
    [`${name} files its quarterly report`, 'https://www.sec.gov', ''],
    [`${symbol}: options traders price a calm week`, 'SeekingAlpha', 'image'],
  ] as const;
  return stories
    .map(([headline, source, image], index) => ({
      category: 'company',
      datetime: nowSeconds - 3_600 - index * DAY_SECONDS,
      headline,
      id: 109_072_500 + index * 10 + (symbol.charCodeAt(0) % 10),
      image: image ? `https://static.example-news.com/company/${symbol}-${index}.jpg` : '',
      related: symbol,
      source,
      summary: index === 3 ? '' : `${headline}. Coverage of ${name} from around the web.`,
      url: `https://finnhub.io/api/news?id=${symbol.toLowerCase()}${index}`,
    }))
    .filter((item) => item.datetime >= from && item.datetime <= to);
}

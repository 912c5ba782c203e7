import type { NewsItem } from '#shared/market-data/market-data.ts';
import { parseNews } from './parse.ts';
import type { FinnhubGet } from './rest-client.ts';

// GET /company-news?symbol=&from=YYYY-MM-DD&to=YYYY-MM-DD (free plans: a year back). Items have
// the general news shape with category 'company', `image: ""` when there is none, and sometimes a
// URL as the source; an unknown symbol answers `[]`. Lists are keyed by id: a repeated id is kept once.

/** A company-news body → its readable items (http(s) links only), newest first, one per id. */
export function parseCompanyNews(body: unknown): NewsItem[] {
  const seen = new Set<number>();
  return parseNews(body).filter((item) => !seen.has(item.id) && seen.add(item.id));
}

export async function fetchCompanyNews(
  get: FinnhubGet,
  symbol: string,
  from: string,
  to: string,
): Promise<NewsItem[]> {
  return parseCompanyNews(await get('/company-news', { symbol, from, to }));
}

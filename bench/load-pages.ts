import { TIMEFRAMES } from '#shared/platform/constants.ts';
import { INDEX_FUNDS, WATCHED_STOCKS } from '#shared/platform/symbols.ts';
import type { Tab } from './load-client.ts';

// The pages virtual users load, with the API calls the SPA makes for each (in parallel, as the
// browser does), and the symbols the page then watches on its live stream.

export const STOCKS = [...WATCHED_STOCKS.map((s) => s.symbol), 'SPY', 'QQQ'];
const DASHBOARD_QUOTES = ['AAPL', 'MSFT', 'GOOGL', 'AMZN'];
export const SEARCHES = ['app', 'micro', 'nv', 'tes', 'am'];
export const pick = <T>(items: readonly T[]): T =>
  items[Math.floor(Math.random() * items.length)] as T;

export type Page = (tab: Tab) => Promise<string[]>;

export const dashboard: Page = async (tab) => {
  await Promise.all([
    tab.get('GET /api/market/overview', '/api/market/overview'),
    tab.get('GET /api/market/status', '/api/market/status'),
    tab.get('GET /api/news', '/api/news?limit=5'),
    tab.get('GET /api/quotes', `/api/quotes?symbols=${DASHBOARD_QUOTES.join(',')}`),
    tab.get('GET /api/stocks/:symbol/history', '/api/stocks/SPY/history?timeframe=1D'),
  ]);
  return [...INDEX_FUNDS.map((f) => f.symbol), ...DASHBOARD_QUOTES];
};

export const markets: Page = async (tab) => {
  await Promise.all([
    tab.get('GET /api/market/sectors', '/api/market/sectors'),
    tab.get('GET /api/market/overview', '/api/market/overview'),
    tab.get('GET /api/news', '/api/news?limit=20'),
  ]);
  return INDEX_FUNDS.map((f) => f.symbol);
};

export const stockPage: Page = async (tab) => {
  const symbol = pick(STOCKS);
  await Promise.all([
    tab.get('GET /api/quotes/:symbol', `/api/quotes/${symbol}`),
    tab.get('GET /api/stocks/:symbol/profile', `/api/stocks/${symbol}/profile`),
    tab.get(
      'GET /api/stocks/:symbol/history',
      `/api/stocks/${symbol}/history?timeframe=${pick(TIMEFRAMES)}`,
    ),
    tab.get('GET /api/stocks/:symbol/stats', `/api/stocks/${symbol}/stats`),
  ]);
  return [symbol];
};

export const search: Page = async (tab) => {
  await tab.get('GET /api/search', `/api/search?q=${pick(SEARCHES)}&limit=5`);
  return [];
};

export const visitorPages: Array<[Page, number]> = [
  [dashboard, 0.35],
  [markets, 0.2],
  [stockPage, 0.35],
  [search, 0.1],
];

const watchlistVisit: Page = async (tab) => {
  const symbol = pick(STOCKS);
  await tab.request('PUT /api/watchlist/:symbol', 'PUT', `/api/watchlist/${symbol}`);
  await tab.get('GET /api/watchlist', '/api/watchlist');
  await tab.request('DELETE /api/watchlist/:symbol', 'DELETE', `/api/watchlist/${symbol}`);
  return [symbol];
};

const portfolioVisit: Page = async (tab) => {
  const symbol = pick(STOCKS);
  const added = await tab.request(
    'POST /api/portfolio/positions',
    'POST',
    '/api/portfolio/positions',
    {
      symbol,
      shares: 1 + Math.floor(Math.random() * 20),
      purchasePrice: Math.round(10_000 + Math.random() * 10_000) / 100, // cents: 2 decimals
    },
  );
  await tab.get('GET /api/portfolio', '/api/portfolio');
  const id =
    added?.status === 201
      ? (JSON.parse(added.body) as { position: { id: string } }).position.id
      : null;
  if (id) {
    await tab.request(
      'DELETE /api/portfolio/positions/:id',
      'DELETE',
      `/api/portfolio/positions/${id}`,
    );
  }
  return [symbol];
};

const profileVisit: Page = async (tab) => {
  await tab.get('GET /api/me', '/api/me');
  return [];
};

export const signedInPages: Array<[Page, number]> = [
  [watchlistVisit, 0.35],
  [portfolioVisit, 0.35],
  [profileVisit, 0.15],
  [dashboard, 0.15],
];

export function choose(pages: Array<[Page, number]>): Page {
  let r = Math.random();
  for (const [page, weight] of pages) {
    r -= weight;
    if (r <= 0) return page;
  }
  return pages[0]?.[0] ?? dashboard;
}

import { loadAsAppShell } from './app-shell.ts';
import type { Page, WebSocketRoute } from '@playwright/test';
import type { History } from '#shared/market-data/market-data.ts';
import { marketDataContract } from '#shared/market-data/market-data.contract.ts';
import {
  appleProfile,
  history,
  movers,
  news,
  overview,
  result,
  sectors,
  status,
} from '#client/testing/market-fixtures.ts';

// Contract-valid answers for every market-data route and a quiet live stream, so the screens
// can be checked in a real browser before (or without) the server's market-data routes.

const search = {
  results: [
    { symbol: 'AAPL', description: 'APPLE INC', type: 'Common Stock' },
    { symbol: 'APLE', description: 'APPLE HOSPITALITY REIT INC', type: 'Common Stock' },
  ],
};

const profiles: Record<string, typeof appleProfile> = {
  AAPL: appleProfile,
  MSFT: {
    ...appleProfile,
    symbol: 'MSFT',
    name: 'Microsoft Corp',
    website: 'https://www.microsoft.com/',
  },
};

function answer(url: URL): unknown {
  const path = url.pathname;
  if (path === '/api/market/status') return status('simulated', true);
  if (path === '/api/market/overview') return overview;
  if (path === '/api/market/sectors') return sectors;
  if (path === '/api/market/movers') return movers;
  if (path === '/api/news') return news;
  if (path === '/api/search') return search;
  if (path === marketDataContract.quotes.path) {
    const symbols = (url.searchParams.get('symbols') ?? '').split(',').filter(Boolean);
    return { results: symbols.map((symbol) => result(symbol, 100, 0.5)) };
  }
  const quote = /^\/api\/quotes\/([^/]+)$/.exec(path);
  if (quote?.[1]) return result(quote[1], 212.4, 1.5);
  const stock = /^\/api\/stocks\/([^/]+)\/(profile|stats|history|news)$/.exec(path);
  if (stock?.[1]) {
    const symbol = stock[1];
    if (stock[2] === 'news') return news;
    if (stock[2] === 'profile') return { profile: profiles[symbol] ?? null };
    if (stock[2] === 'stats') return { symbol, week52High: 260.1, week52Low: 164.08 };
    const timeframe = (url.searchParams.get('timeframe') ?? '1M') as History['timeframe'];
    const closes = Array.from({ length: 30 }, (_, index) => 200 + Math.sin(index / 3) * 8 + index);
    return history(symbol, timeframe, symbol === 'XLV' ? closes.reverse() : closes);
  }
  return undefined;
}

/** Answers /api from fixtures; returns the open live-stream sockets so a test can play the server. */
export async function mockMarketApi(page: Page) {
  await loadAsAppShell(page);
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket('**/api/live', (socket) => {
    sockets.push(socket);
    socket.onMessage(() => undefined);
    socket.send(JSON.stringify({ type: 'hello', provider: 'simulated' }));
  });
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/api/live') return route.fallback();
    const body = answer(url);
    if (body === undefined) return route.fallback();
    await route.fulfill({ json: body });
  });
  return { sockets };
}

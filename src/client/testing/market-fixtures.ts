import type {
  CompanyProfile,
  History,
  MarketOverview,
  MarketStatus,
  Movers,
  NewsItem,
  Quote,
  QuoteResult,
  Sectors,
} from '#shared/market-data/market-data.ts';
import { INDEX_FUNDS, SECTOR_FUNDS } from '#shared/platform/symbols.ts';

// Contract-valid API bodies for component tests.

export const NOW = '2026-03-02T15:00:00.000Z';

export function quote(
  symbol: string,
  price: number,
  changePercent: number,
  currency = 'USD',
): Quote {
  const previousClose = price / (1 + changePercent / 100);
  return {
    symbol,
    price,
    change: price - previousClose,
    changePercent,
    open: previousClose + 0.5,
    high: price + 1,
    low: previousClose - 1,
    previousClose,
    currency,
    time: NOW,
  };
}

export const result = (symbol: string, price: number, changePercent: number): QuoteResult => ({
  symbol,
  quote: quote(symbol, price, changePercent),
  freshness: { asOf: NOW, stale: false },
});

export const overview: MarketOverview = {
  indices: INDEX_FUNDS.map((fund, index) =>
    fund.symbol === 'VIXY'
      ? { ...fund, result: { symbol: fund.symbol, quote: null, freshness: null } }
      : { ...fund, result: result(fund.symbol, 100 + index * 50.123, index % 2 ? -0.42 : 1.27) },
  ),
  gainers: [
    { symbol: 'NVDA', name: 'NVIDIA Corporation', quote: quote('NVDA', 875.28, 4.12) },
    { symbol: 'AAPL', name: 'Apple Inc.', quote: quote('AAPL', 212.4, 1.5) },
  ],
  losers: [{ symbol: 'TSLA', name: 'Tesla, Inc.', quote: quote('TSLA', 193.57, -2.87) }],
};

/** The Markets screen's movers, ranked by percent as the server ranks them. */
export const movers: Movers = {
  gainers: [
    { symbol: 'XOM', name: 'Exxon Mobil Corporation', quote: quote('XOM', 108.4, 2.61) },
    { symbol: 'NVDA', name: 'NVIDIA Corporation', quote: quote('NVDA', 181.02, 1.8) },
    { symbol: 'BRK.B', name: 'Berkshire Hathaway Inc.', quote: quote('BRK.B', 497.1, 0.42) },
  ],
  losers: [
    { symbol: 'UNH', name: 'UnitedHealth Group Incorporated', quote: quote('UNH', 298.6, -3.05) },
    { symbol: 'NEE', name: 'NextEra Energy, Inc.', quote: quote('NEE', 71.2, -0.77) },
  ],
};

export const news: { items: NewsItem[] } = {
  items: Array.from({ length: 6 }, (_, index) => ({
    id: index + 1,
    url: `https://news.example.com/story-${index + 1}`,
    image: index === 0 ? null : `https://img.example.com/${index + 1}.jpg`,
    headline: `Headline number ${index + 1}`,
    summary: `Summary of story ${index + 1}`,
    source: 'Reuters',
    datetime: NOW,
  })),
};

export const sectors: Sectors = {
  sectors: SECTOR_FUNDS.map((fund, index) =>
    fund.symbol === 'XLU'
      ? { ...fund, result: { symbol: fund.symbol, quote: null, freshness: null } }
      : { ...fund, result: result(fund.symbol, 50 + index * 10, index % 2 ? -1.1 : 0.8) },
  ),
};

export const status = (provider: MarketStatus['provider'] = 'simulated', isOpen = true) => ({
  isOpen,
  session: isOpen ? 'regular' : null,
  holiday: null,
  provider,
  newsPageUrl: provider === 'simulated' ? null : 'https://provider.example/news',
});

/** A chart of `closes`: one a day up to the day before NOW (daily), or one a minute (1D). */
export function history(
  symbol: string,
  timeframe: History['timeframe'],
  closes: number[],
): History {
  const intraday = timeframe === '1D';
  const step = intraday ? 60_000 : 86_400_000;
  return {
    symbol,
    timeframe,
    resolution: intraday ? 'intraday' : 'daily',
    points: closes.map((close, index) => {
      const iso = new Date(Date.parse(NOW) - (closes.length - index) * step).toISOString();
      return { time: intraday ? iso : iso.slice(0, 10), close };
    }),
  };
}

export const appleProfile: CompanyProfile = {
  symbol: 'AAPL',
  name: 'Apple Inc',
  exchange: 'NASDAQ NMS - GLOBAL MARKET',
  industry: 'Technology',
  website: 'https://www.apple.com/',
  marketCapitalization: 3154147.73,
  currency: 'USD',
  employees: 164000,
  country: 'US',
  ipo: '1980-12-12',
  phone: '14089961010',
};

import { describe, expect, it } from 'vitest';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { marketDataContract } from '#shared/market-data/market-data.contract.ts';
import { fillPath } from '#shared/platform/contract.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { watchlistContract } from '#shared/watchlist/watchlist.contract.ts';
import { MARKET_DATA_PATHS, pathPattern, USER_DATA_PATHS } from './offline-routes.ts';

const origin = 'https://tickerdeck.example';
const market = pathPattern(MARKET_DATA_PATHS);
const user = pathPattern(USER_DATA_PATHS);
const url = (path: string, params: object = {}) => origin + fillPath(path, params);

describe('the answers kept for offline use', () => {
  it('keeps the dashboard, quote and stock answers, query string included, as market data', () => {
    expect(market.test(url(marketDataContract.overview.path))).toBe(true);
    expect(market.test(`${url(marketDataContract.news.path)}?limit=6`)).toBe(true);
    expect(market.test(`${url(marketDataContract.quotes.path)}?symbols=AAPL,MSFT`)).toBe(true);
    expect(market.test(url(marketDataContract.quote.path, { symbol: 'BRK.B' }))).toBe(true);
  });

  it('keeps the watchlists and the portfolio as user data, and nothing of the user as market data', () => {
    expect(user.test(url(watchlistContract.watchlist.path))).toBe(true);
    expect(user.test(url(portfolioContract.portfolio.path))).toBe(true);
    expect(market.test(url(portfolioContract.portfolio.path))).toBe(false);
  });

  it('never keeps session, account or search answers, nor a longer path than a route', () => {
    for (const path of [accountContract.session.path, accountContract.me.path]) {
      expect(market.test(url(path)) || user.test(url(path)), path).toBe(false);
    }
    expect(market.test(`${url(marketDataContract.search.path)}?q=app`)).toBe(false);
    expect(user.test(url(portfolioContract.exportTransactions.path))).toBe(false);
    expect(market.test(`${url(marketDataContract.quote.path, { symbol: 'AAPL' })}/extra`)).toBe(
      false,
    );
  });
});
